/**
 * What a door refuses about a request's shape before any MCP work, the same way in both eras:
 * - any method but POST (and the OPTIONS preflight): 405 with `Allow: POST, OPTIONS`, since a
 *   stateless server opens no GET stream and has no session to DELETE;
 * - a 2026-07-28 request whose Accept lacks what an answer may use (JSON, or SSE when progress
 *   comes first): 406, as the SDK already answers 2025-era requests;
 * - a JSON-RPC batch under a revision that removed batching (2025-06-18 and later): -32600.
 */
import 'server-only';
import { BATCHES_REMOVED_IN, LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSION } from '../vocabulary';
import { jsonRpcErrorResponse } from './json-rpc-error';

export const DOOR_METHODS = ['POST', 'OPTIONS'] as const;
const ALLOW = DOOR_METHODS.join(', ');

/** Revisions whose clients may not send batches. */
const NO_BATCH_REVISIONS = new Set<string>([...LEGACY_PROTOCOL_VERSIONS.filter((v) => v >= BATCHES_REMOVED_IN), MODERN_PROTOCOL_VERSION]);

export function methodNotAllowed(): Response {
  return jsonRpcErrorResponse(405, -32000, `Method not allowed: this server is stateless; send each JSON-RPC message with POST (allowed: ${ALLOW}).`, {
    Allow: ALLOW,
  });
}

export function acceptRejection(req: Request): Response | undefined {
  if (req.headers.get('mcp-protocol-version') !== MODERN_PROTOCOL_VERSION) return undefined; // the SDK checks 2025-era requests
  const accept = req.headers.get('accept') ?? '';
  if (accept.includes('application/json') && accept.includes('text/event-stream')) return undefined;
  return jsonRpcErrorResponse(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream', {
    'Content-Type': 'application/json',
  });
}

export function batchRejection(req: Request, body: unknown): Response | undefined {
  if (!Array.isArray(body)) return undefined;
  const header = req.headers.get('mcp-protocol-version');
  const initializeVersion = body.map((m) => m as { method?: unknown; params?: { protocolVersion?: unknown } } | null).find((m) => m?.method === 'initialize')
    ?.params?.protocolVersion;
  const revision = header ?? (typeof initializeVersion === 'string' ? initializeVersion : undefined);
  if (!revision || !NO_BATCH_REVISIONS.has(revision)) return undefined; // 2025-03-26 still batches
  return jsonRpcErrorResponse(
    400,
    -32600,
    `Invalid Request: JSON-RPC batches were removed in protocol revision ${BATCHES_REMOVED_IN}; this request speaks ${revision}. Send one message per POST.`,
  );
}
