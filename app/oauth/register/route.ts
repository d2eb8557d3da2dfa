/** Dynamic client registration (RFC 7591). */
import { ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { POST, OPTIONS } = nextRoute(ISSUER_ROUTES.register);
