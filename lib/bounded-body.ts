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
