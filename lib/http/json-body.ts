/**
 * Reads a JSON request body under the door's size bound, for a guard that must look inside it.
 * The parsed value then goes to the SDK as `parsedBody` (it never re-reads), so the same bound and
 * the same error shape must hold here as in the SDK: 413 when too large, 400 -32700 when not JSON.
 */
import { isJsonContentType } from '@modelcontextprotocol/server';
import { readBoundedText } from '../bounded-body';
import { jsonRpcErrorResponse } from './json-rpc-error';

export type JsonBodyRead = { ok: true; body: unknown } | { ok: false; response: Response };

export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBodyRead> {
  const read = await readJsonBodyOrBytes(req, maxBytes);
  if (!read.ok || 'body' in read) return read;
  return { ok: false, response: jsonRpcErrorResponse(400, -32700, 'Parse error: the request body is not valid JSON') };
}

/** A POST whose Content-Type says JSON (the SDK answers any other with 415 before reading). */
export function isJsonPost(req: Request): boolean {
  return req.method === 'POST' && isJsonContentType(req.headers.get('content-type') ?? '');
}

/**
 * The body read once under the bound: parsed when it is JSON; otherwise a request with the same bytes
 * (the original's are read), for whoever answers a body that is not JSON in its own words.
 */
export async function readJsonBodyOrBytes(
  req: Request,
  maxBytes: number,
): Promise<{ ok: true; body: unknown } | { ok: true; request: Request } | { ok: false; response: Response }> {
  const read = await readBoundedText(req, maxBytes);
  // A body over the bound: the SDK's own words (its requestBodyTooLargeMessage, which it does not export), so a caller sees one limit.
  if (!read.ok) return { ok: false, response: jsonRpcErrorResponse(413, -32000, `Payload Too Large: Request body must not exceed ${maxBytes} bytes`) };
  try {
    return { ok: true, body: JSON.parse(read.text) };
  } catch {
    return { ok: true, request: new Request(req, { body: read.text }) };
  }
}
