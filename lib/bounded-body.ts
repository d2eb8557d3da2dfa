/**
 * Reads a body as text under a byte bound, stopping (and cancelling the stream) as soon as it is
 * exceeded, so an oversize body costs at most the bound and one chunk. The one bounded reader, one loop
 * (`readUpTo`) with two answers: `readBoundedText` refuses a body over the bound (the doors' and the
 * issuer's request bodies, the external key-set fetch); `readTextPrefix` keeps its first bytes (a
 * recorder's copy, the browser's recording fetch, the OAuth client's consent page). No Node built-ins:
 * the recording fetch and the OAuth client run in the browser.
 */
/** One decoder for every body: making one per call costs more than decoding a small body. */
const utf8 = new TextDecoder();

/** The bytes read (the first chunks, up to one past the bound) and whether the body went past `maxBytes`. */
async function readUpTo(body: ReadableStream<Uint8Array>, maxBytes: number, keepOnFailure: boolean): Promise<{ bytes: Uint8Array; over: boolean }> {
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
    // Not awaited: a tee'd branch (a Response's clone) cancels only once the other branch is done too.
    if (size > maxBytes) void reader.cancel().catch(() => {});
  } catch (err) {
    if (!keepOnFailure) throw err;
  }
  // a small body is one chunk: used as it came, not copied into a joined buffer first
  return { bytes: chunks.length === 1 ? chunks[0]! : joined(chunks, size), over: size > maxBytes };
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

/** The whole body as text, or `{ ok: false }` when it is (or declares itself) longer than `maxBytes`. */
export async function readBoundedText(source: Pick<Request, 'headers' | 'body'>, maxBytes: number): Promise<{ ok: true; text: string } | { ok: false }> {
  const declared = Number(source.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false };
  if (!source.body) return { ok: true, text: '' };
  const { bytes, over } = await readUpTo(source.body, maxBytes, false);
  return over ? { ok: false } : { ok: true, text: utf8.decode(bytes) };
}

/** The first `maxBytes` of `bytes` as text (a character cut in half is left out), and whether there was more. */
export function textPrefix(bytes: Uint8Array, maxBytes: number): { text: string; truncated: boolean } {
  const truncated = bytes.byteLength > maxBytes;
  // `stream: true` holds back a cut character's bytes: on a decoder of its own, so none is left in the shared one
  return { text: truncated ? new TextDecoder().decode(bytes.subarray(0, maxBytes), { stream: true }) : utf8.decode(bytes), truncated };
}

/**
 * The first `maxBytes` of a body as text, and whether there was more. It stops reading (and cancels the
 * stream) once past the bound. A stream that fails keeps what arrived (`failure: 'keep'`, what a
 * recorder wants), or throws (`'throw'`, for a reader that must tell a failed fetch from a short page).
 */
export async function readTextPrefix(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  { failure = 'keep' }: { failure?: 'keep' | 'throw' } = {},
): Promise<{ text: string; truncated: boolean } | undefined> {
  if (!body) return undefined;
  const { bytes } = await readUpTo(body, maxBytes, failure === 'keep');
  return textPrefix(bytes, maxBytes);
}
