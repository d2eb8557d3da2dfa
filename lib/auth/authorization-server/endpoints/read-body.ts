/** Bounded readers for the issuer's endpoints: forms (token, consent) and JSON (registration, lab). */
const MAX_BYTES = 32 * 1024;

export type Read<T> = { ok: true; value: T } | { ok: false; description: string };

async function boundedText(req: Request): Promise<Read<string>> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > MAX_BYTES) return { ok: false, description: `The body is larger than ${MAX_BYTES} bytes.` };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BYTES) {
        await reader.cancel();
        return { ok: false, description: `The body is larger than ${MAX_BYTES} bytes.` };
      }
      chunks.push(value);
    }
  }
  return { ok: true, value: new TextDecoder().decode(Buffer.concat(chunks)) };
}

const mediaType = (req: Request) => (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

export async function readForm(req: Request): Promise<Read<URLSearchParams>> {
  if (mediaType(req) !== 'application/x-www-form-urlencoded') {
    return { ok: false, description: 'Send the parameters as application/x-www-form-urlencoded.' };
  }
  const text = await boundedText(req);
  return text.ok ? { ok: true, value: new URLSearchParams(text.value) } : text;
}

export async function readJson(req: Request, { optional = false } = {}): Promise<Read<unknown>> {
  const text = await boundedText(req);
  if (!text.ok) return text;
  if (optional && text.value.trim() === '') return { ok: true, value: {} };
  if (mediaType(req) !== 'application/json') return { ok: false, description: 'Send the body as application/json.' };
  try {
    return { ok: true, value: JSON.parse(text.value) };
  } catch {
    return { ok: false, description: 'The body is not valid JSON.' };
  }
}
