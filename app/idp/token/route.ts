/** The stand-in enterprise IdP's token endpoint: RFC 8693 token exchange, an ID token for an ID-JAG. */
import { IDP_ROUTES, nextRoute } from '@/lib/routes';

export const { POST, OPTIONS } = nextRoute(IDP_ROUTES.token);
