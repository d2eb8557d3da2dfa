/** The key door: the same server behind a shared key (Authorization: Bearer <key>). Its record: lib/vocabulary/doors.ts. */
import { DOOR_ROUTES } from '@/lib/routes/doors';
import { nextRoute } from '@/lib/routes/route';

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = nextRoute(DOOR_ROUTES.key);
