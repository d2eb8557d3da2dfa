/**
 * Which HTTP headers a reader of an exchange needs first. The framework and the site's security policy
 * add a dozen headers to every response (vary: rsc, next-router-state-tree…, keep-alive, date…) that say
 * nothing about MCP; they stay one click away ("show all headers"), never dropped.
 */
import type { HeaderList } from './types';

const FRAMEWORK_NAMES = new Set([
  'vary',
  'keep-alive',
  'date',
  'x-powered-by',
  'connection',
  'transfer-encoding',
  'content-length',
  'cache-control',
  'etag',
  'rsc',
  'link',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'x-dns-prefetch-control',
  'strict-transport-security',
  'content-security-policy',
  'permissions-policy',
  'access-control-expose-headers',
  'access-control-max-age',
]);
/** Whole families: Next.js's router and middleware headers, the cross-origin isolation policies. */
const FRAMEWORK_PREFIXES = ['next-router-', 'x-nextjs-', 'x-middleware-', 'next-', 'cross-origin-'];

export function isFrameworkHeader(name: string): boolean {
  const n = name.toLowerCase();
  return FRAMEWORK_NAMES.has(n) || FRAMEWORK_PREFIXES.some((p) => n.startsWith(p));
}

/** The headers to show at once (in their order), and the framework's, for behind "show all headers". Highlighted ones always show. */
export function splitHeaders(headers: HeaderList, keep: readonly string[] = []): { shown: HeaderList; framework: HeaderList } {
  const kept = new Set(keep.map((k) => k.toLowerCase()));
  const shown: [string, string][] = [];
  const framework: [string, string][] = [];
  for (const h of headers) (isFrameworkHeader(h[0]) && !kept.has(h[0].toLowerCase()) ? framework : shown).push([h[0], h[1]]);
  return { shown, framework };
}
