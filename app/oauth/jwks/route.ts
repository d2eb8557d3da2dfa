/** The built-in issuer's public signing key (JWKS). */
import { ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { GET, OPTIONS } = nextRoute(ISSUER_ROUTES.jwks);
