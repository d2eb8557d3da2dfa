/**
 * Pages that show this deployment's URLs or facts (the tour, the walkthrough, the lab, the bench, the
 * playground, connect, the facilitator's page and handout, presenter mode, consent, the walkthrough's
 * client metadata document) answer only under this deployment's own names, like the doors do: a
 * foreign or malformed Host gets 403 before any page renders. API routes and the issuer check for
 * themselves (lib/http, lib/auth), so they stay out of the matcher; so do /observe (opening a channel)
 * and a channel's feed and doors (lib/observe).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from './lib/config';
// The check alone, not lib/identity's index: that also derives URLs with the MCP SDK, and Next.js loads this
// proxy on the first request of any path (to read its matcher), so the SDK would be loaded before it is needed.
import { checkHostHeaders } from './lib/identity/allowed';

export function proxy(req: NextRequest) {
  const verdict = checkHostHeaders(req.headers, appConfig());
  if (verdict.ok) return NextResponse.next();
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
    '/jwt',
    '/playground',
    '/present/:path*',
    '/oauth/consent',
    '/health',
    '/status',
    '/observe/:channel',
    '/o/:channel/oauth/consent',
  ],
};
