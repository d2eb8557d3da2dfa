/** The OAuth door: the same server behind the OAuth 2.1 resource-server gate (RFC 9728 / 8707 / 6750). */
import { oauthDoor } from '@/lib/http/doors';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => oauthDoor.handle(req);
export const GET = (req: Request) => oauthDoor.handle(req);
export const DELETE = (req: Request) => oauthDoor.handle(req);
export const OPTIONS = (req: Request) => oauthDoor.options(req);
