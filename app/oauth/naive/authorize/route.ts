/** The labs' naive issuer's authorization endpoint (GET starts a request, POST answers its consent page), labelled. */
import { NAIVE_ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { GET, POST } = nextRoute(NAIVE_ISSUER_ROUTES.authorize);
