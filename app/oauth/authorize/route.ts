/** The authorization endpoint: GET starts a request (→ consent page), POST is the consent form's answer. */
import { authorizeEndpoint, consentDecisionEndpoint } from '@/lib/auth/authorization-server/endpoints/authorize';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request) => authorizeEndpoint(req);
export const POST = (req: Request) => consentDecisionEndpoint(req);
