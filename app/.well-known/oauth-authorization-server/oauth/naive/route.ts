/** RFC 8414 metadata of the labs' naive issuer `<origin>/oauth/naive`: named by no door's metadata. */
import { NAIVE_ISSUER_ROUTES, nextRoute } from '@/lib/routes';

export const { GET, OPTIONS } = nextRoute(NAIVE_ISSUER_ROUTES.metadata);
