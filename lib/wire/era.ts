/**
 * Which protocol era an exchange speaks. 2026-07-28 ("modern"): no initialize; server/discover and a
 * _meta envelope on every request, MCP-Protocol-Version on every request. 2025-era ("legacy"):
 * initialize first, then requests with the negotiated MCP-Protocol-Version header.
 */
import { type EraId, eraOfProtocolVersion, PROTOCOL_VERSION_META_KEY } from '../vocabulary';
import { requestFrame, requestHeader } from './frames';
import type { WireExchange } from './types';

export function detectEra(exchange: WireExchange): EraId | undefined {
  const frame = requestFrame(exchange);
  // Eras are JSON-RPC's: a plain HTTP exchange (metadata, JWKS) has none, whatever headers the client adds.
  if (!frame) return undefined;
  if (frame.method === 'server/discover') return 'modern';
  if (frame.method === 'initialize' || frame.method === 'notifications/initialized') return 'legacy';
  const params = (frame.message as { params?: { _meta?: Record<string, unknown> } } | undefined)?.params;
  const metaVersion = params?._meta?.[PROTOCOL_VERSION_META_KEY];
  if (typeof metaVersion === 'string') return eraOfProtocolVersion(metaVersion) ?? 'legacy';
  const version = requestHeader(exchange, 'mcp-protocol-version');
  if (version) return eraOfProtocolVersion(version) ?? 'legacy';
  return undefined;
}
