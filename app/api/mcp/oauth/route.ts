/** The OAuth door: the same server behind the OAuth 2.1 resource-server gate (RFC 9728 / 8707 / 6750). */
import { oauthDoor } from '@/lib/http/doors';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => oauthDoor.handle(req);
/** Stateless: no GET stream to open, no session to DELETE: 405 with `Allow: POST, OPTIONS` for every other method. */
export const GET = (req: Request) => oauthDoor.notAllowed(req);
export const DELETE = GET;
export const PUT = GET;
export const PATCH = GET;
export const OPTIONS = (req: Request) => oauthDoor.options(req);
