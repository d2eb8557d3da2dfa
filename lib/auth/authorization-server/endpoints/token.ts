/** POST /oauth/token: the authorization-code exchange. Never cached; CORS for browser-based clients. */
import { oauthErrorJson, publicJson } from '../../public-json';
import { type AppConfig, config } from '../../../config';
import { limitedIssuerContext } from '../rate-limit';
import { exchangeCode } from '../token';
import { readForm } from './read-body';

export async function tokenEndpoint(req: Request, basePath = '', cfg: AppConfig = config(), naive = false): Promise<Response> {
  const r = await limitedIssuerContext(req, 'token', cfg, basePath, naive);
  if (!r.ok) return r.response;
  const form = await readForm(req);
  if (!form.ok) return oauthErrorJson(400, 'invalid_request', form.description);
  const outcome = await exchangeCode(form.value, r.ctx);
  return publicJson(outcome.body, { status: outcome.status, headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } });
}
