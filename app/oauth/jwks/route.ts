/** The built-in issuer's public signing key (JWKS). */
import { jwksEndpoint } from '@/lib/auth/authorization-server/endpoints/metadata';
import { publicPreflight } from '@/lib/auth/public-json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request) => jwksEndpoint(req);
export const OPTIONS = (req: Request) => publicPreflight(req, ['GET', 'OPTIONS']);
