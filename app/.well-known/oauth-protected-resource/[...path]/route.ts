/** RFC 9728 protected-resource metadata for each OAuth door (path-aware: …/oauth-protected-resource/api/mcp/oauth). */
import { protectedResourceMetadataResponse } from '@/lib/auth/resource-server/metadata';
import { publicPreflight } from '@/lib/auth/public-json';
import { config } from '@/lib/config';
import { oauthDoorPaths } from '@/lib/http/doors';
import { trustedIssuer } from '@/lib/http/trusted-issuer';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request) => protectedResourceMetadataResponse(req, config(), oauthDoorPaths(), trustedIssuer);
export const OPTIONS = (req: Request) => publicPreflight(req, ['GET', 'OPTIONS']);
