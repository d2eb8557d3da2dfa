/** The labs' naive door: the same server with the `aud` check off, lab tokens only (lib/http/naive-door.ts). */
import { naiveDoor } from '@/lib/http/naive-door';

export const POST = (req: Request) => naiveDoor.handle(req);
/** Stateless: no GET stream to open, no session to DELETE: 405 with `Allow: POST, OPTIONS` for every other method. */
export const GET = (req: Request) => naiveDoor.notAllowed(req);
export const DELETE = GET;
export const PUT = GET;
export const PATCH = GET;
export const OPTIONS = (req: Request) => naiveDoor.options(req);
