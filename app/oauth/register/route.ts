/** Dynamic client registration (RFC 7591). */
import { registerEndpoint } from '@/lib/auth/authorization-server/endpoints/register';
import { publicPreflight } from '@/lib/auth/public-json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => registerEndpoint(req);
export const OPTIONS = (req: Request) => publicPreflight(req, ['POST', 'OPTIONS']);
