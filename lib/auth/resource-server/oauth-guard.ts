/**
 * The OAuth resource-server gate for one door: bearer token → jose verification against the trusted
 * issuer, `aud` = this door's canonical URL → `prompts:read` → per-tool scopes. It checks tickets;
 * it never issues them and never forwards them.
 */
import 'server-only';
import { type AuthInfo, OAuthError, OAuthErrorCode, verifyBearerToken } from '@modelcontextprotocol/server';
import type { AppConfig } from '../../config';
import type { Guard } from '../guard';
import { publicOrigin } from '../public-origin';
import { EXTRA_TOOL_SCOPES, SCOPE_READ } from '../scopes';
import { parseBearerHeader } from './bearer-header';
import { gateOffResponse, missingCredentialResponse, refusalResponse } from './challenge';
import { protectedResourceMetadataUrl } from './metadata';
import { type BodyReader, checkToolScopes } from './tool-scopes';
import { ISSUER_OFF_MESSAGE, trustedIssuer } from './trusted-issuer';
import { verifyAccessToken } from './verify-token';

export interface OAuthGuardOptions {
  doorPath: string;
  cfg: () => AppConfig;
  /** Reads the JSON body under the door's bound; only called when a per-tool scope must be checked. */
  readBody: (req: Request) => ReturnType<BodyReader>;
}

export function createOAuthGuard({ doorPath, cfg, readBody }: OAuthGuardOptions): Guard {
  return async (req) => {
    const c = cfg();
    const origin = publicOrigin(req.headers, c);
    const resource = `${origin}${doorPath}`;
    const issuer = trustedIssuer(origin, c);
    if (!issuer) return { ok: false, response: gateOffResponse(`This door needs OAuth. ${ISSUER_OFF_MESSAGE}`) };

    const challenge = { scopes: [SCOPE_READ], resourceMetadataUrl: protectedResourceMetadataUrl(resource) };
    const header = parseBearerHeader(req.headers.get('authorization'));
    if (header.kind === 'missing') {
      return {
        ok: false,
        response: missingCredentialResponse(
          challenge,
          `missing token: send Authorization: Bearer <access token>; ${challenge.resourceMetadataUrl} says where to get one`,
        ),
      };
    }
    if (header.kind === 'malformed') {
      return { ok: false, response: refusalResponse(new OAuthError(OAuthErrorCode.InvalidToken, header.description), challenge) };
    }

    const verifier = {
      verifyAccessToken: (token: string) =>
        verifyAccessToken(token, {
          issuer: issuer.issuer,
          jwksUrl: issuer.jwksUrl,
          audience: c.auth.audience ?? resource,
          algorithms: c.auth.algorithms,
          requireAtJwt: c.auth.requireAtJwt,
          clockToleranceS: c.auth.clockToleranceS,
        }),
    };
    let authInfo: AuthInfo;
    try {
      // The SDK's core: runs the verifier, then refuses a token without a usable expiry.
      authInfo = await verifyBearerToken(`Bearer ${header.token}`, { verifier });
    } catch (err) {
      return { ok: false, response: refusalResponse(err, challenge) };
    }

    if (!authInfo.scopes.includes(SCOPE_READ)) {
      const err = new OAuthError(OAuthErrorCode.InsufficientScope, `insufficient scope: this door needs ${SCOPE_READ}`);
      return { ok: false, response: refusalResponse(err, challenge) };
    }
    const decision = await checkToolScopes(req, authInfo.scopes, () => readBody(req));
    if (!decision.ok) {
      if ('response' in decision) return { ok: false, response: decision.response };
      const needed = [SCOPE_READ, ...(EXTRA_TOOL_SCOPES[decision.tool] ?? [])];
      const err = new OAuthError(OAuthErrorCode.InsufficientScope, `insufficient scope: ${decision.tool} needs ${decision.missing.join(' ')}`);
      return { ok: false, response: refusalResponse(err, { ...challenge, scopes: needed }) };
    }
    return { ok: true, authInfo: { ...authInfo, resourceMetadataUrl: challenge.resourceMetadataUrl }, parsedBody: decision.parsedBody };
  };
}
