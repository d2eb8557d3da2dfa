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

/** The first `maxBytes` of `bytes` as text (a character cut in half is left out), and whether there was more. */
export function textPrefix(bytes: Uint8Array, maxBytes: number): { text: string; truncated: boolean } {
  const truncated = bytes.byteLength > maxBytes;
  return { text: new TextDecoder().decode(truncated ? bytes.subarray(0, maxBytes) : bytes, { stream: truncated }), truncated };
}

/**
 * The first `maxBytes` of a body as text, and whether there was more: what a recorder keeps. It stops
 * reading (and cancels the stream) once past the bound; a stream that fails keeps what arrived.
 */
export async function readTextPrefix(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<{ text: string; truncated: boolean } | undefined> {
  if (!body) return undefined;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
    if (size > maxBytes) await reader.cancel().catch(() => {});
  } catch {
    /* the sender went away: keep what arrived */
  }
  return textPrefix(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), maxBytes);
}
