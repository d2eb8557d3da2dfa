/**
 * Pages that show this deployment's URLs or facts (the tour, the walkthrough, the lab, the bench, the
 * playground, connect, the facilitator's page and handout, presenter mode, consent, the walkthrough's
 * client metadata document) answer only under this deployment's own names, like the doors do: a
 * foreign or malformed Host gets 403 before any page renders. API routes and the issuer check for
 * themselves (lib/http, lib/auth), so they stay out of the matcher; so do /observe (opening a channel)
 * and a channel's feed and doors (lib/observe).
 *
 * Every page answered here carries a nonce-based Content-Security-Policy: the nonce goes to Next.js in
 * the request's own policy header (it tags its scripts with it while rendering, which is why pages
 * render per request: app/layout.tsx) and to the browser in the response's.
 */
import type { NextRequest } from 'next/server';

// Next.js loads this module on the first request of any path, an MCP call included, only to read its
// matcher. So nothing is imported at load: the configuration (zod), the Host check and NextResponse load
// on the first page request, not in every cold start's first answer. The check alone, not lib/identity's
// index: that also derives URLs with the MCP SDK.
const loadCheck = () =>
  Promise.all([import('next/server'), import('./lib/config'), import('./lib/identity/allowed'), import('./lib/http/content-security-policy')]);

export async function proxy(req: NextRequest) {
  const [{ NextResponse }, { config: appConfig }, { checkHostHeaders }, csp] = await loadCheck();
  const verdict = checkHostHeaders(req.headers, appConfig());
  if (verdict.ok) {
    const cfg = appConfig();
    const policy = csp.pageContentSecurityPolicy(csp.newNonce(), process.env.NODE_ENV === 'development', csp.appsFrameSource(cfg.appsSandboxOrigin));
    const headers = new Headers(req.headers);
    headers.set('content-security-policy', policy);
    const res = NextResponse.next({ request: { headers } });
    res.headers.set('Content-Security-Policy', policy);
    return res;
  }
  return new NextResponse(`Forbidden: ${verdict.reason}.\n`, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const config = {
  matcher: [
    '/',
    '/auth/:path*',
    '/break',
    '/connect',
    '/facilitator/:path*',
    '/join',
    '/jwt',
    '/playground',
    '/present/:path*',
    '/oauth/consent',
    '/oauth/naive/consent',
    '/health',
    '/status',
    '/observe/:channel',
    '/o/:channel/oauth/consent',
    '/o/:channel/oauth/naive/consent',
    // Every other path that is not a route handler or a static file (the 404 page is a page too), and /join/<code>,
    // whose answers are small pages: a policy set here is the one the response carries (next.config's baseline
    // would replace one the route set itself).
    '/((?!api/|api$|_next/|o/|observe|oauth/|\\.well-known/|icon\\.svg|favicon\\.ico).+)',
  ],
};
