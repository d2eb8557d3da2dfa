/**
 * Reads a JSON request body under the door's size bound, for a guard that must look inside it.
 * The parsed value then goes to the SDK as `parsedBody` (it never re-reads), so the same bound and
 * the same error shape must hold here as in the SDK: 413 when too large, 400 -32700 when not JSON.
 */
import { jsonRpcErrorResponse } from './json-rpc-error';

export type JsonBodyRead = { ok: true; body: unknown } | { ok: false; response: Response };

export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBodyRead> {
  const tooLarge = () => ({
    ok: false as const,
    response: jsonRpcErrorResponse(413, -32000, `Request body too large: the limit is ${maxBytes} bytes.`),
  });
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
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
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonRpcErrorResponse(400, -32700, 'Parse error: the request body is not valid JSON') };
  }
}
