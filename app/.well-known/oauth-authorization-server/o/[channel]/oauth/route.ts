/** RFC 8414 metadata of an observation channel's issuer `<origin>/o/<channel>/oauth`, at its path-inserted well-known URL; recorded to the channel. */
import { serveChannel } from '@/lib/observe/dispatch';
import { ASM_PREFIX, ISSUER_PATH } from '@/lib/vocabulary';

type Ctx = { params: Promise<{ channel: string }> };

const serve = async (req: Request, { params }: Ctx) => serveChannel(req, (await params).channel, `${ASM_PREFIX}${ISSUER_PATH}`);

export const GET = serve;
export const OPTIONS = serve;
