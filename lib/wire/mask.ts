/**
 * Secrets masked for display and export: a bearer token shows its first and last few characters,
 * enough to tell two tokens apart, never enough to use one. The wire itself is never touched.
 */
import type { HeaderList, WireExchange } from './types';

const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
const SHOWN = 4;

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase());
}

/** "Bearer eyJhbGciOi…" → "Bearer eyJh…Xk9w (812 chars)"; short secrets are hidden entirely. */
export function maskSecret(value: string): string {
  const m = /^(\S+)\s+(.+)$/.exec(value.trim());
  const [scheme, secret] = m && /^(bearer|basic|dpop|token)$/i.test(m[1]) ? [`${m[1]} `, m[2]] : ['', value];
  if (secret.length <= SHOWN * 3) return `${scheme}${'•'.repeat(8)}`;
  return `${scheme}${secret.slice(0, SHOWN)}…${secret.slice(-SHOWN)} (${secret.length} chars)`;
}

export function maskHeaders(headers: HeaderList): HeaderList {
  return headers.map(([k, v]) => [k, isSecretHeader(k) ? maskSecret(v) : v] as const);
}

/** A copy of the exchange safe to show or export. */
export function maskExchange(exchange: WireExchange): WireExchange {
  return {
    ...exchange,
    request: { ...exchange.request, headers: maskHeaders(exchange.request.headers) },
    ...(exchange.response ? { response: { ...exchange.response, headers: maskHeaders(exchange.response.headers) } } : {}),
  };
}
