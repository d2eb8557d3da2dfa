/**
 * The stand-in enterprise IdP's endpoints (IDP_PATH): its RFC 8414 metadata, its JWKS, the simulated
 * sign-in and the token exchange. Every answer, refusals included, carries IDP_HEADER: it is this
 * deployment playing a company's IdP, on an issuer identifier of its own.
 */
import { type AppConfig, config } from '../../../config';
import { ASSERTION_ALGS, GRANT_TOKEN_EXCHANGE, IDP_HEADER, IDP_LABEL, TOKEN_TYPE_ID_JAG } from '../../../vocabulary';
import { oauthErrorJson, publicJson, publicPreflight } from '../../public-json';
import { withHeaders } from '../../../with-headers';
import { issuerContext } from '../context';
import { idpSignIn, idpTokenExchange } from '../idp/token-exchange';
import { signingKey } from '../keys';
import { limitedIssuerContext } from '../rate-limit';
import { readForm } from './read-body';

const labelled = (res: Response) => withHeaders(res, { [IDP_HEADER]: IDP_LABEL });

export function idpMetadataEndpoint(req: Request, basePath = '', cfg: AppConfig = config()): Response {
  const r = issuerContext(req, cfg, basePath);
  if (!r.ok) return labelled(r.response);
  const { idp, idpEndpoints: e } = r.ctx.urls;
  return labelled(
    publicJson(
      {
        issuer: idp,
        token_endpoint: e.token,
        jwks_uri: e.jwks,
        grant_types_supported: [GRANT_TOKEN_EXCHANGE],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        token_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGS],
        // Not an RFC 8414 field: what this IdP is, for anyone who reads the document.
        stand_in: IDP_LABEL,
        issued_token_types: [TOKEN_TYPE_ID_JAG],
      },
      { headers: { 'Cache-Control': 'public, max-age=300' } },
    ),
  );
}

export async function idpJwksEndpoint(req: Request, basePath = '', cfg: AppConfig = config()): Promise<Response> {
  const r = issuerContext(req, cfg, basePath);
  if (!r.ok) return labelled(r.response);
  const key = await signingKey(r.ctx.secret, 'idp-signing-key');
  return labelled(publicJson({ keys: [key.publicJwk] }, { headers: { 'Cache-Control': 'public, max-age=300' } }));
}

type Answer = typeof idpSignIn;

async function formEndpoint(req: Request, basePath: string, cfg: AppConfig, answer: Answer): Promise<Response> {
  const r = await limitedIssuerContext(req, 'idp', cfg, basePath);
  if (!r.ok) return labelled(r.response);
  const form = await readForm(req);
  if (!form.ok) return labelled(oauthErrorJson(400, 'invalid_request', form.description));
  const outcome = await answer(form.value, r.ctx);
  return labelled(publicJson(outcome.body, { status: outcome.status, headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } }));
}

export const idpSignInEndpoint = (req: Request, basePath = '', cfg: AppConfig = config()) => formEndpoint(req, basePath, cfg, idpSignIn);
export const idpTokenEndpoint = (req: Request, basePath = '', cfg: AppConfig = config()) => formEndpoint(req, basePath, cfg, idpTokenExchange);
export const idpPreflight =
  (...methods: string[]) =>
  async (req: Request) =>
    labelled(publicPreflight(req, [...methods, 'OPTIONS']));
