/** The built-in issuer's metadata at the root well-known URL, for 2025-03 clients that probe the server's origin directly. */
import { rootMetadataEndpoint } from '@/lib/auth/authorization-server/endpoints/metadata';
import { publicPreflight } from '@/lib/auth/public-json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request) => rootMetadataEndpoint(req);
export const OPTIONS = (req: Request) => publicPreflight(req, ['GET', 'OPTIONS']);
