/**
 * Reads a body as text under a byte bound, stopping (and cancelling the stream) as soon as it is
 * exceeded, so an oversize body costs at most the bound. The one bounded reader: the doors and the
 * issuer (request bodies), the external key-set fetch and the OAuth client's consent page (response
 * bodies). No Node built-ins: the OAuth client runs in the browser too.
 */
/** One decoder for every body: making one per call costs more than decoding a small body. */
const utf8 = new TextDecoder();

export interface BoundedReadOptions {
  /** Over the bound: `refuse` (the default) answers `{ ok: false }`; `cut` answers the text of the first `maxBytes` bytes read. */
  overflow?: 'refuse' | 'cut';
}

export async function readBoundedText(
  source: Pick<Request, 'headers' | 'body'>,
  maxBytes: number,
  { overflow = 'refuse' }: BoundedReadOptions = {},
): Promise<{ ok: true; text: string } | { ok: false }> {
  const declared = Number(source.headers.get('content-length') ?? NaN);
  if (overflow === 'refuse' && Number.isFinite(declared) && declared > maxBytes) return { ok: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (source.body) {
    const reader = source.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes) {
        await reader.cancel();
        if (overflow === 'refuse') return { ok: false };
        break;
      }
      size += value.byteLength;
      chunks.push(value);
    }
  }
  // a small body is one chunk: decoded as it came, not copied into a joined buffer first
  return { ok: true, text: utf8.decode(chunks.length === 1 ? chunks[0] : joined(chunks, size)) };
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}
