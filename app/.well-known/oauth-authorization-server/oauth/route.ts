/** RFC 8414 metadata for the built-in issuer `<origin>/oauth` (the path-inserted well-known URL). */
import { metadataEndpoint } from '@/lib/auth/authorization-server/endpoints/metadata';
import { publicPreflight } from '@/lib/auth/public-json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request) => metadataEndpoint(req);
export const OPTIONS = (req: Request) => publicPreflight(req, ['GET', 'OPTIONS']);
