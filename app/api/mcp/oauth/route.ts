/** The OAuth door: the same server behind the OAuth 2.1 resource-server gate (RFC 9728 / 8707 / 6750). Its record: lib/vocabulary/doors.ts. */
import { DOOR_ROUTES } from '@/lib/routes/doors';
import { nextRoute } from '@/lib/routes/route';

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = nextRoute(DOOR_ROUTES.oauth);
