/** The token endpoint: authorization code + PKCE → an at+jwt access token for one resource. */
import { ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { POST, OPTIONS } = nextRoute(ISSUER_ROUTES.token);
