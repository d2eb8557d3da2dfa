/** The authorization endpoint: GET starts a request (→ consent page), POST is the consent form's answer. */
import { ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { GET, POST } = nextRoute(ISSUER_ROUTES.authorize);
