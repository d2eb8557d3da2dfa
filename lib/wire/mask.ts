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

/**
 * Fields that carry a credential wherever they appear: JSON bodies (token responses, registrations),
 * form bodies (the token request), query strings (a redirect with its code, the consent ticket).
 */
const SECRET_FIELDS = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'registration_access_token',
  'code',
  'code_verifier',
  'ticket',
  'api_key',
  'password',
]);

/** A JWT or JWE anywhere in text (tokens, the issuer's sealed codes and tickets), whatever field holds it. */
const JOSE = /eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*){1,4}/g;

function maskJose(text: string): string {
  return text.replace(JOSE, (m) => maskSecret(m));
}

function maskJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && SECRET_FIELDS.has(k.toLowerCase()) ? maskSecret(v) : maskJson(v)]),
    );
  }
  return typeof value === 'string' ? maskJose(value) : value;
}

function maskParams(params: URLSearchParams): boolean {
  let changed = false;
  for (const [k, v] of [...params]) {
    if (SECRET_FIELDS.has(k.toLowerCase()) && v) {
      params.set(k, maskSecret(v));
      changed = true;
    }
  }
  return changed;
}

/** A URL with credential query parameters masked (a redirect's `code`, a consent `ticket`). */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return maskJose(url);
  const params = new URLSearchParams(url.slice(q + 1).split('#')[0]);
  const hash = url.includes('#', q) ? url.slice(url.indexOf('#', q)) : '';
  return maskJose(maskParams(params) ? `${url.slice(0, q)}?${params.toString()}${hash}` : url);
}

/**
 * A body with its credentials masked: JSON by field, a form by parameter, anything else (and whatever
 * a field did not catch) by the shape of a JWT/JWE. Text that is not whole JSON (a capped body) is
 * masked field by field with a pattern, so a cut never lets a secret through.
 */
export function maskBodyText(text: string): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskJson(JSON.parse(text)));
    } catch {
      const fields = [...SECRET_FIELDS].join('|');
      return maskJose(text.replace(new RegExp(`("(?:${fields})"\\s*:\\s*")([^"]*)`, 'gi'), (_m, head: string, v: string) => `${head}${maskSecret(v)}`));
    }
  }
  if (/^[\w.~%-]+=[^\s]*(&[\w.~%-]+=[^\s]*)*$/.test(text.trim())) {
    const params = new URLSearchParams(text.trim());
    if (maskParams(params)) return maskJose(params.toString());
  }
  return maskJose(text);
}

/**
 * Every credential masked: secret headers, credentials in URLs, bodies and SSE events. What an
 * observation channel publishes (so a secret never leaves the instance that saw it) and exports.
 */
export function maskExchangeDeep(exchange: WireExchange): WireExchange {
  const headers = (list: HeaderList): HeaderList =>
    list.map(([k, v]) => [k, isSecretHeader(k) ? maskSecret(v) : k === 'location' ? maskUrl(v) : maskJose(v)] as const);
  const { request, response } = exchange;
  return {
    ...exchange,
    request: {
      ...request,
      url: maskUrl(request.url),
      headers: headers(request.headers),
      ...(request.body !== undefined ? { body: maskBodyText(request.body) } : {}),
    },
    ...(response
      ? {
          response: {
            ...response,
            headers: headers(response.headers),
            ...(response.body !== undefined ? { body: maskBodyText(response.body) } : {}),
            events: response.events.map((e) => ({ ...e, data: maskBodyText(e.data) })),
          },
        }
      : {}),
  };
}
