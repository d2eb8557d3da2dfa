/** The main door: a stateless remote MCP server (2026-07-28, with the 2025-era fallback); MCP_AUTH may lock it. Its record: lib/vocabulary/doors.ts. */
import { DOOR_ROUTES } from '@/lib/routes/doors';
import { nextRoute } from '@/lib/routes/route';

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = nextRoute(DOOR_ROUTES.open);
