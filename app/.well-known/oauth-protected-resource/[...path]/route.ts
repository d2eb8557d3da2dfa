/**
 * RFC 9728 protected-resource metadata for each OAuth door (path-aware: …/oauth-protected-resource/api/mcp/oauth),
 * and for an observation channel's doors (…/oauth-protected-resource/o/<channel>/api/mcp/oauth), recorded to the channel.
 */
import { protectedResourceMetadataResponse } from '@/lib/auth/resource-server/metadata';
import { publicPreflight } from '@/lib/auth/public-json';
import { config } from '@/lib/config';
import { oauthDoorPaths } from '@/lib/http/doors';
import { trustedIssuer } from '@/lib/http/trusted-issuer';
import { serveChannel } from '@/lib/observe/dispatch';
import { PRM_PREFIX } from '@/lib/vocabulary';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

/** `o/<channel>/<door path>`: the channel's own metadata. */
async function channelOf({ params }: Ctx): Promise<{ channel: string; path: string } | undefined> {
  const { path } = await params;
  if (path[0] !== 'o' || path.length < 3) return undefined;
  return { channel: path[1], path: `${PRM_PREFIX}/${path.slice(2).map(encodeURIComponent).join('/')}` };
}

export async function GET(req: Request, ctx: Ctx) {
  const ch = await channelOf(ctx);
  if (ch) return serveChannel(req, ch.channel, ch.path);
  return protectedResourceMetadataResponse(req, config(), oauthDoorPaths(), trustedIssuer);
}

export async function OPTIONS(req: Request, ctx: Ctx) {
  const ch = await channelOf(ctx);
  if (ch) return serveChannel(req, ch.channel, ch.path);
  return publicPreflight(req, ['GET', 'OPTIONS']);
}
