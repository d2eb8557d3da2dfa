/** POST /oauth/register: dynamic client registration (RFC 7591), answered 201 with a sealed client_id. */
import { oauthErrorJson, publicJson } from '../../public-json';
import { isConfidentialRegistration, registerConfidentialClient } from '../clients/confidential';
import { registerClient } from '../clients/registration';
import { type AppConfig, config } from '../../../config';
import { limitedIssuerContext } from '../rate-limit';
import { readJson } from './read-body';

export async function registerEndpoint(req: Request, basePath = '', cfg: AppConfig = config(), naive = false): Promise<Response> {
  const r = await limitedIssuerContext(req, 'register', cfg, basePath, naive);
  if (!r.ok) return r.response;
  const body = await readJson(req);
  if (!body.ok) return oauthErrorJson(400, 'invalid_client_metadata', body.description);
  // A private_key_jwt client (client credentials, ID-JAG redemption) on the built-in issuer only: the naive one keeps public clients.
  const outcome =
    !naive && isConfidentialRegistration(body.value)
      ? await registerConfidentialClient(body.value, r.ctx.secret)
      : await registerClient(body.value, r.ctx.secret, r.ctx.origin);
  if (!outcome.ok) return oauthErrorJson(400, outcome.error, outcome.description);
  return publicJson(outcome.body, { status: outcome.status, headers: { 'Cache-Control': 'no-store' } });
}
