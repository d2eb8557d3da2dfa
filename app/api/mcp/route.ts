/** The main door: a stateless remote MCP server (2026-07-28, with the 2025-era fallback). */
import { mainDoor } from '@/lib/http/doors';

// Node runtime: the corpus is read from disk once per instance, and node:crypto is used.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => mainDoor.handle(req);
/** Stateless: no server-to-client stream to open and no session to end; the SDK answers 405. */
export const GET = (req: Request) => mainDoor.handle(req);
export const DELETE = (req: Request) => mainDoor.handle(req);
export const OPTIONS = (req: Request) => mainDoor.options(req);
