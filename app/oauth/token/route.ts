/** The token endpoint: authorization code + PKCE → an at+jwt access token for one resource. */
import { tokenEndpoint } from '@/lib/auth/authorization-server/endpoints/token';
import { publicPreflight } from '@/lib/auth/public-json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => tokenEndpoint(req);
export const OPTIONS = (req: Request) => publicPreflight(req, ['POST', 'OPTIONS']);
