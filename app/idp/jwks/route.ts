/** The stand-in enterprise IdP's public signing key (JWKS): what an MCP authorization server checks ID-JAGs with. */
import { IDP_ROUTES, nextRoute } from '@/lib/routes';

export const { GET, OPTIONS } = nextRoute(IDP_ROUTES.jwks);
