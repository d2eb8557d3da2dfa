/**
 * /oauth/authorize. GET validates the request and sends the browser to the consent page (303) with a
 * sealed ticket, or back to the client with an error (302). POST is the consent form's answer.
 */
import { oauthErrorJson } from '../../public-json';
import { authorize } from '../authorize';
import { type AppConfig, config } from '../../../config';
import { decide, DecisionForm } from '../decision';
import { limitedIssuerContext } from '../rate-limit';
import { readForm } from './read-body';

const redirect = (status: 302 | 303, location: string) =>
  new Response(null, { status, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });

/** `cfg`: the deployment's configuration (a test passes its own; routes leave the process's). `naive`: the labs' naive issuer (endpoints/naive.ts). */
export async function authorizeEndpoint(req: Request, basePath = '', cfg: AppConfig = config(), naive = false): Promise<Response> {
  const r = await limitedIssuerContext(req, 'authorize', cfg, basePath, naive);
  if (!r.ok) return r.response;
  const outcome = await authorize(new URL(req.url).searchParams, r.ctx);
  return redirect(303, `${r.ctx.endpoints.consent}?ticket=${encodeURIComponent(outcome.ticket)}`);
}

export async function consentDecisionEndpoint(req: Request, basePath = '', cfg: AppConfig = config(), naive = false): Promise<Response> {
  const r = await limitedIssuerContext(req, 'consent', cfg, basePath, naive);
  if (!r.ok) return r.response;
  // A consent form is only ever posted from our own page: refuse cross-site posts (login-CSRF style).
  const origin = req.headers.get('origin');
  if ((origin && origin !== r.ctx.origin) || req.headers.get('sec-fetch-site') === 'cross-site') {
    return oauthErrorJson(403, 'access_denied', 'The consent form can only be submitted from this server’s own consent page.');
  }
  const form = await readForm(req);
  if (!form.ok) return oauthErrorJson(400, 'invalid_request', form.description);
  const parsed = DecisionForm.safeParse(Object.fromEntries(form.value));
  if (!parsed.success) return oauthErrorJson(400, 'invalid_request', 'The consent form needs its ticket and a decision of approve or deny.');
  const outcome = await decide(parsed.data, r.ctx);
  if (!outcome.ok) return oauthErrorJson(outcome.status, outcome.status === 503 ? 'temporarily_unavailable' : 'invalid_request', outcome.description);
  return redirect(303, outcome.location);
}
