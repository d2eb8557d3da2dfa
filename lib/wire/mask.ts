/**
 * Secrets masked for display and export: a bearer token shows its first and last few characters,
 * enough to tell two tokens apart, never enough to use one. The wire itself is never touched.
 * Which names are secret is decided by their shape (secret-names.ts); free text is scanned for
 * JWTs and `Bearer <x>` in linear time (mask-text.ts).
 */
import { type DeploymentSecret, looksLikeForm, maskFreeText, maskSecret, replaceSecrets, secretForms } from './mask-text';
import { isSecretName } from './secret-names';
import type { HeaderList, WireExchange } from './types';

export { maskSecret, type DeploymentSecret } from './mask-text';
export { isSecretName as isSecretHeader } from './secret-names';

export function maskHeaders(headers: HeaderList): HeaderList {
  return headers.map(([k, v]) => [k, isSecretName(k) ? maskSecret(v) : v] as const);
}

/** A copy of the exchange safe to show or export. */
export function maskExchange(exchange: WireExchange): WireExchange {
  return {
    ...exchange,
    request: { ...exchange.request, headers: maskHeaders(exchange.request.headers) },
    ...(exchange.response ? { response: { ...exchange.response, headers: maskHeaders(exchange.response.headers) } } : {}),
  };
}

/** JSON nested deeper than this is masked as text (see maskBodyText): walking it would overflow the stack. */
export const MASK_MAX_DEPTH = 100;

class TooDeep extends Error {}

/** Fields by name; under a secret name every string is masked (`"credentials": {"user": …, "pw": …}`). */
function maskJson(value: unknown, depth: number, secret: boolean): unknown {
  if (depth > MASK_MAX_DEPTH) throw new TooDeep();
  if (typeof value === 'string') return secret ? maskSecret(value) : maskText(value);
  if (Array.isArray(value)) return value.map((v) => maskJson(v, depth + 1, secret));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v, depth + 1, secret || isSecretName(k))]));
  }
  return value;
}

function maskParams(params: URLSearchParams): boolean {
  let changed = false;
  for (const [k, v] of [...params]) {
    if (isSecretName(k) && v) {
      params.set(k, maskSecret(v));
      changed = true;
    }
  }
  return changed;
}

/** `?name=value` inside text (a URL in a tool argument or an error). Name bounded, value greedy: linear. */
const QUERY_IN_TEXT = /([?&;])([\w.~%-]{1,64})=([^&#\s"'<>\\]*)/g;

function maskQueryInText(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_IN_TEXT, (m, sep: string, name: string, value: string) => (value && isSecretName(name) ? `${sep}${name}=${maskSecret(value)}` : m));
}

const maskText = (text: string) => maskFreeText(maskQueryInText(text));

/** A URL with credential query parameters masked (a redirect's `code`, a consent `ticket`, `?apiKey=`). */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return maskText(url);
  const hashAt = url.indexOf('#', q);
  const params = new URLSearchParams(url.slice(q + 1, hashAt < 0 ? undefined : hashAt));
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  // Parameters parsed once; the rest (a JWT in the path, a hash) as free text, never the masked query again.
  return maskParams(params) ? maskFreeText(`${url.slice(0, q)}?${params.toString()}${hash}`) : maskText(url);
}

/**
 * `"name": "value"` in text that is not whole JSON (a capped body, JSON nested too deep to walk).
 * Name bounded, alternatives disjoint, value greedy with nothing after it: linear.
 */
const JSON_STRING_FIELD = /"((?:[^"\\\n]|\\.){1,128})"(\s*:\s*")((?:[^"\\]|\\.)*)/g;

function maskJsonText(text: string): string {
  return text.replace(JSON_STRING_FIELD, (m, name: string, colon: string, value: string) =>
    value && isSecretName(name) ? `"${name}"${colon}${maskSecret(value)}` : m,
  );
}

/**
 * A body with its credentials masked: JSON by field, a form by parameter, anything else (and whatever
 * a field did not catch) by the shape of a JWT/JWE or `Bearer <x>`. Text that is not whole JSON (a
 * capped body) is masked field by field with a pattern, so a cut never lets a secret through.
 */
export function maskBodyText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskJson(JSON.parse(text), 0, false));
    } catch {
      return maskText(maskJsonText(text));
    }
  }
  if (looksLikeForm(trimmed)) {
    const params = new URLSearchParams(trimmed);
    if (maskParams(params)) return maskFreeText(params.toString());
  }
  return maskText(text);
}

export interface DeepMaskOptions {
  /** The deployment's own secrets (its key, its signing secret): replaced by their label wherever they appear. */
  secrets?: readonly DeploymentSecret[];
}

/**
 * Every credential masked: secret headers, credentials in URLs, bodies and SSE events, and the
 * deployment's own secrets anywhere. What an observation channel publishes (so a secret never
 * leaves the instance that saw it) and exports.
 */
export function maskExchangeDeep(exchange: WireExchange, opts: DeepMaskOptions = {}): WireExchange {
  const forms = secretForms(opts.secrets ?? []);
  const own = (s: string) => (forms.length ? replaceSecrets(s, forms) : s);
  const headers = (list: HeaderList): HeaderList =>
    list.map(([k, v]) => {
      const value = own(v);
      return [k, isSecretName(k) ? maskSecret(value) : k === 'location' ? maskUrl(value) : maskText(value)] as const;
    });
  const body = (s: string) => maskBodyText(own(s));
  const { request, response } = exchange;
  return {
    ...exchange,
    request: {
      ...request,
      url: maskUrl(own(request.url)),
      headers: headers(request.headers),
      ...(request.body !== undefined ? { body: body(request.body) } : {}),
    },
    ...(response
      ? {
          response: {
            ...response,
            headers: headers(response.headers),
            ...(response.body !== undefined ? { body: body(response.body) } : {}),
            events: response.events.map((e) => ({ ...e, data: body(e.data) })),
          },
        }
      : {}),
    ...(exchange.failure ? { failure: { ...exchange.failure, message: maskText(own(exchange.failure.message)) } } : {}),
  };
}
