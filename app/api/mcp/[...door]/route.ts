/**
 * Every door below /api/mcp (the key door, the OAuth door, any door added to lib/vocabulary/doors.ts there): the same
 * server behind each door's guard, chosen by the request's path. A door is its record; this file never changes for one.
 */
import { DOOR_ROUTES, nextDoorsBelow } from '@/lib/routes/doors';

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = nextDoorsBelow(DOOR_ROUTES);
