/**
 * Reads a body as text under a byte bound, stopping (and cancelling the stream) as soon as it is
 * exceeded, so an oversize body costs at most the bound. Shared by the doors and the issuer (request
 * bodies) and the external key-set fetch (a response body).
 */
/** One decoder for every body: making one per call costs more than decoding a small body. */
const utf8 = new TextDecoder();

export async function readBoundedText(req: Pick<Request, 'headers' | 'body'>, maxBytes: number): Promise<{ ok: true; text: string } | { ok: false }> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false };
      }
      chunks.push(value);
    }
  }
  // a small body is one chunk: decoded as it came, not copied into a joined buffer first
  return { ok: true, text: utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)) };
}
