/**
 * RFC 9728 protected-resource metadata for each OAuth door (path-aware: …/oauth-protected-resource/api/mcp/oauth),
 * and for an observation channel's doors (…/oauth-protected-resource/o/<channel>/api/mcp/oauth), recorded to the channel.
 */
import { serveChannel } from '@/lib/observe/dispatch';
import { nextRoute, PRM_ROUTE } from '@/lib/routes';
import { PRM_PREFIX } from '@/lib/vocabulary';

type Ctx = { params: Promise<{ path: string[] }> };

const own = nextRoute(PRM_ROUTE);

/** `o/<channel>/<door path>`: the channel's own metadata. */
async function channelOf({ params }: Ctx): Promise<{ channel: string; path: string } | undefined> {
  const { path } = await params;
  if (path[0] !== 'o' || path.length < 3) return undefined;
  return { channel: path[1], path: `${PRM_PREFIX}/${path.slice(2).map(encodeURIComponent).join('/')}` };
}

export async function GET(req: Request, ctx: Ctx) {
  const ch = await channelOf(ctx);
  return ch ? serveChannel(req, ch.channel, ch.path) : own.GET(req);
}

export async function OPTIONS(req: Request, ctx: Ctx) {
  const ch = await channelOf(ctx);
  return ch ? serveChannel(req, ch.channel, ch.path) : own.OPTIONS(req);
}
