/** The main door: a stateless remote MCP server (2026-07-28, with the 2025-era fallback). */
import { mainDoor } from '@/lib/http/doors';

// Node runtime: the corpus is read from disk once per instance, and node:crypto is used.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => mainDoor.handle(req);
/** Stateless: no GET stream to open, no session to DELETE: 405 with `Allow: POST, OPTIONS` for every other method. */
export const GET = (req: Request) => mainDoor.notAllowed(req);
export const DELETE = GET;
export const PUT = GET;
export const PATCH = GET;
export const OPTIONS = (req: Request) => mainDoor.options(req);
