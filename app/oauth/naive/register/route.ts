/** Dynamic client registration (RFC 7591) at the labs' naive issuer, labelled. */
import { NAIVE_ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { POST, OPTIONS } = nextRoute(NAIVE_ISSUER_ROUTES.register);
