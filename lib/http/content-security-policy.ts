/**
 * The pages' Content-Security-Policy: scripts only with this response's nonce (Next.js puts it on its
 * own scripts when it finds it in the request's policy), and whatever those load ('strict-dynamic':
 * the framework's chunks, the highlighter); 'self' for browsers before CSP 3. Workers only from this
 * origin (the SDK's worker). An injected <script>
 * or inline handler has no nonce and does not run. Styles stay unrestricted: React's `style`
 * attributes cannot carry a nonce. Never framed, no plugins, no <base> elsewhere. The one frame a page may
 * hold is the MCP App sandbox (lib/apps-sandbox), at exactly its URL.
 */
import { APPS_SANDBOX_PATH } from '../apps-sandbox/csp';

/** 16 random bytes, base64: unguessable and new for every page view. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** `dev`: `next dev` evaluates code for its overlay and fast refresh, so it needs 'unsafe-eval'. */
export function pageContentSecurityPolicy(nonce: string, dev = false, frameSrc = "'none'"): string {
  return [
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // The MCP client SDK's worker (lib/browser/sdk-worker.ts): a script of this origin, never a blob: or another site's.
    "worker-src 'self'",
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What a page may frame: the sandbox page on its own origin when MCP_APPS_SANDBOX_ORIGIN is set (that path
 * only); without it, this origin ('self', which cannot carry a path: every other page of it refuses to be
 * framed by its own `frame-ancestors 'none'`).
 */
export function appsFrameSource(sandboxOrigin: string | undefined): string {
  return sandboxOrigin ? `${sandboxOrigin}${APPS_SANDBOX_PATH}` : "'self'";
}
