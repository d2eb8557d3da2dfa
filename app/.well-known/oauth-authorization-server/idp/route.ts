/** The stand-in enterprise IdP's RFC 8414 metadata (issuer `<origin>/idp`). */
import { IDP_ROUTES, nextRoute } from '@/lib/routes';

export const { GET, OPTIONS } = nextRoute(IDP_ROUTES.metadata);
