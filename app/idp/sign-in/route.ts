/** The stand-in enterprise IdP's simulated single sign-on: the demo user's ID token for a registered client. */
import { IDP_ROUTES, nextRoute } from '@/lib/routes';

export const { POST, OPTIONS } = nextRoute(IDP_ROUTES.signIn);
