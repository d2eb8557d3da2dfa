/** The key door: the same server behind a shared key (Authorization: Bearer <key>). */
import { keyDoor } from '@/lib/http/doors';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => keyDoor.handle(req);
export const GET = (req: Request) => keyDoor.handle(req);
export const DELETE = (req: Request) => keyDoor.handle(req);
export const OPTIONS = (req: Request) => keyDoor.options(req);
