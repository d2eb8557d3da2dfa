/** The labs' naive issuer's token endpoint: no PKCE, a loose redirect_uri, reusable codes; lab tokens for the naive door only. */
import { NAIVE_ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { POST, OPTIONS } = nextRoute(NAIVE_ISSUER_ROUTES.token);
