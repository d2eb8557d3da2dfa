/** An observation channel: every path under /o/<channel>/ is the same path without the prefix, recorded to the channel. */
import { serveChannel } from '@/lib/observe/dispatch';

type Ctx = { params: Promise<{ channel: string; path: string[] }> };

const serve = async (req: Request, { params }: Ctx) => {
  const { channel, path } = await params;
  return serveChannel(req, channel, `/${path.map(encodeURIComponent).join('/')}`);
};

export const GET = serve;
export const POST = serve;
export const PUT = serve;
export const PATCH = serve;
export const DELETE = serve;
export const OPTIONS = serve;
