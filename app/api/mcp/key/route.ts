/** The key door: the same server behind a shared key (Authorization: Bearer <key>). */
import { keyDoor } from '@/lib/http/doors';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => keyDoor.handle(req);
/** Stateless: no GET stream to open, no session to DELETE: 405 with `Allow: POST, OPTIONS` for every other method. */
export const GET = (req: Request) => keyDoor.notAllowed(req);
export const DELETE = GET;
export const PUT = GET;
export const PATCH = GET;
export const OPTIONS = (req: Request) => keyDoor.options(req);
