/**
 * GET /api/apps/sandbox: the sandbox proxy page, answered only where it is safe to be.
 * - With MCP_APPS_SANDBOX_ORIGIN: only under that origin's own name (Host, and X-Forwarded-Host behind a
 *   trusted proxy), exactly; never under this deployment's name, where the page and the app would share the
 *   playground's origin. The frame is `allow-scripts allow-same-origin`, as the spec asks.
 * - Without it: under this deployment's names, and the response sandboxes itself (`sandbox allow-scripts`
 *   in its CSP), so the document has an opaque origin however it is opened.
 * Either way only the playground's origin may frame it, and the policy is the app's declared one.
 */
import 'server-only';
import { type AppConfig, config } from '../config';
import { checkHostHeaders } from '../identity/allowed';
import { effectivePort, hostPortOf, parseHostHeader } from '../identity/host-header';
import { appContentSecurityPolicy, declaredFromQuery } from './csp';
import { sandboxProxyPage } from './page';

const refuse = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** Every name the request arrived under is exactly the sandbox origin's host and port. */
function onSandboxOrigin(headers: Headers, sandboxOrigin: string, trustProxy: boolean): boolean {
  const url = new URL(sandboxOrigin);
  const own = hostPortOf(url);
  const names = [headers.get('host'), ...(trustProxy && headers.has('x-forwarded-host') ? [headers.get('x-forwarded-host')] : [])];
  return names.every((value) => {
    const hp = parseHostHeader(value);
    return hp !== undefined && hp.host === own.host && effectivePort(hp, url.protocol) === own.port;
  });
}

export function sandboxResponse(req: Request, cfg: AppConfig = config()): Response {
  const host = cfg.publicOrigin;
  if (!host) return refuse(503, 'The MCP App sandbox needs MCP_PUBLIC_ORIGIN: it names the only page allowed to frame it.');
  const sandbox = cfg.appsSandboxOrigin;
  if (sandbox) {
    if (!onSandboxOrigin(req.headers, sandbox, cfg.trustProxy)) {
      return refuse(403, `Forbidden: the MCP App sandbox answers only on its own origin (${sandbox}), never on the page's.`);
    }
  } else {
    const verdict = checkHostHeaders(req.headers, cfg);
    if (!verdict.ok) return refuse(403, `Forbidden: ${verdict.reason}.`);
  }
  const declared = declaredFromQuery(new URL(req.url).searchParams.get('csp'));
  if (!declared) return refuse(400, 'The csp parameter must be the JSON of an MCP App resource\u2019s _meta.ui.csp (at most 4096 characters).');
  const policy = appContentSecurityPolicy(declared, host);
  return new Response(sandboxProxyPage(host), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': sandbox ? policy : `sandbox allow-scripts; ${policy}`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
