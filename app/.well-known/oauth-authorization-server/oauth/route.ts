/** RFC 8414 metadata for the built-in issuer `<origin>/oauth` (the path-inserted well-known URL). */
import { ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { GET, OPTIONS } = nextRoute(ISSUER_ROUTES.metadata);
