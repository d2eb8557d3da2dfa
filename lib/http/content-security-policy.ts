/**
 * The pages' Content-Security-Policy: scripts only with this response's nonce (Next.js puts it on its
 * own scripts when it finds it in the request's policy), and whatever those load ('strict-dynamic':
 * the framework's chunks, the highlighter); 'self' for browsers before CSP 3. Workers only from this
 * origin (the SDK's worker). An injected <script>
 * or inline handler has no nonce and does not run. Styles stay unrestricted: React's `style`
 * attributes cannot carry a nonce. Never framed, no plugins, no <base> elsewhere.
 */

/** 16 random bytes, base64: unguessable and new for every page view. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** `dev`: `next dev` evaluates code for its overlay and fast refresh, so it needs 'unsafe-eval'. */
export function pageContentSecurityPolicy(nonce: string, dev = false): string {
  return [
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // The MCP client SDK's worker (lib/browser/sdk-worker.ts): a script of this origin, never a blob: or another site's.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
