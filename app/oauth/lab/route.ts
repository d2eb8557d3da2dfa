/** The token lab: deliberately broken tokens for teaching; no door ever accepts one. */
import { labEndpoint } from '@/lib/auth/authorization-server/endpoints/lab';
import { publicPreflight } from '@/lib/auth/public-json';

export const POST = (req: Request) => labEndpoint(req);
export const OPTIONS = (req: Request) => publicPreflight(req, ['POST', 'OPTIONS']);
