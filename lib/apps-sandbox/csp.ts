/**
 * The Content-Security-Policy an MCP App runs under, built from what its `ui://` resource declares
 * (`_meta.ui.csp`) and nothing else. The sandbox proxy page is served with it; the app's document is the
 * proxy's `srcdoc` child, which inherits it, so the policy the app meets is the one its server declared.
 * Pure: the playground encodes the declaration into the sandbox URL, the sandbox route builds the header.
 */

/** Where the sandbox proxy page is served (on the sandbox origin, or this one when none is configured). */
export const APPS_SANDBOX_PATH = '/api/apps/sandbox';

/** The declaration as the MCP Apps spec (2026-01-26) writes it: origins per directive. */
export interface DeclaredCsp {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
  baseUriDomains?: string[];
}

const KINDS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;
/** Origins per kind a host takes from one declaration; more is not a policy anyone can review. */
const MAX_DOMAINS = 16;
/** The longest `csp` query the route reads (16 domains of four kinds fit well under it). */
export const MAX_CSP_QUERY_CHARS = 4096;

/**
 * A source a policy may name: scheme://host[:port], the host optionally `*.`-prefixed. Anything else (a
 * quote that would smuggle 'unsafe-eval', a `;` that would start a directive, a path, a space) is dropped.
 * Anchored, no nested repetition: linear on any input.
 */
const ORIGIN_SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** The declaration with every entry a policy may carry, and nothing else. */
export function cleanDeclaredCsp(declared: unknown): DeclaredCsp {
  const out: Record<string, string[]> = {};
  if (!declared || typeof declared !== 'object') return out;
  for (const kind of KINDS) {
    const list = (declared as Record<string, unknown>)[kind];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((d): d is string => typeof d === 'string' && d.length <= 253 && ORIGIN_SOURCE.test(d)).slice(0, MAX_DOMAINS);
    if (kept.length > 0) out[kind] = kept;
  }
  return out;
}

/**
 * The app's policy. The spec's restrictive default where nothing is declared (no network, no frames, no
 * plugins), tightened further as it allows: no 'self' (the sandbox origin is this deployment, which the app
 * has no business loading from), `base-uri 'none'`, no forms. Inline script and style stay allowed: an MCP
 * App is one HTML document. `frameAncestors`: who may frame the proxy (the playground's origin only).
 */
export function appContentSecurityPolicy(declared: DeclaredCsp, frameAncestors: string): string {
  const list = (xs: readonly string[] | undefined, none = "'none'") => (xs && xs.length > 0 ? xs.join(' ') : none);
  const res = declared.resourceDomains ?? [];
  return [
    "default-src 'none'",
    // What the app may load (its declared resource origins besides inline script and style, data: media).
    ...["script-src 'unsafe-inline'", "style-src 'unsafe-inline'", 'img-src data:', 'font-src data:', 'media-src data:'].map((base) =>
      [base, ...res].join(' '),
    ),
    `connect-src ${list(declared.connectDomains)}`,
    `frame-src ${list(declared.frameDomains)}`,
    `base-uri ${list(declared.baseUriDomains)}`,
    "object-src 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The sandbox page's URL for a declaration (`base`: the sandbox origin, or this page's own). */
export function sandboxUrl(base: string, declared: DeclaredCsp): string {
  const url = new URL(APPS_SANDBOX_PATH, base);
  url.searchParams.set('csp', JSON.stringify(cleanDeclaredCsp(declared)));
  return url.toString();
}

/** The declaration a sandbox URL carries (cleaned again: the route trusts no query). */
export function declaredFromQuery(value: string | null): DeclaredCsp | undefined {
  if (value === null) return {};
  if (value.length > MAX_CSP_QUERY_CHARS) return undefined;
  try {
    return cleanDeclaredCsp(JSON.parse(value));
  } catch {
    return undefined;
  }
}
