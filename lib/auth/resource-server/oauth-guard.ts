/**
 * The OAuth resource-server gate for one door: bearer token → jose verification against the trusted
 * issuer, `aud` = this door's configured URL → `prompts:read` → per-tool scopes. It checks tickets;
 * it never issues them and never forwards them. Its own URL and its issuer come from configuration.
 */
import 'server-only';
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { AppConfig } from '../../config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '../../identity';
import { SCOPE_READ } from '../../vocabulary';
import { bearerToken, gateOff, refuse } from './challenge';
import type { Guard } from '../guard';
import { insufficientScope } from './refusal';
import { type BodyReader, checkToolScopes, type ToolScopes } from './tool-scopes';
import type { IssuerSource } from './trusted-issuer';
import { verifyAccessToken } from './verify-token';

export interface OAuthGuardOptions {
  doorPath: string;
  cfg: () => AppConfig;
  /** Who issues this door's tokens, and their keys (wired from configuration by lib/http). */
  issuer: IssuerSource;
  /** Reads the JSON body under the door's bound; only called when a per-tool scope must be checked. */
  readBody: (req: Request) => ReturnType<BodyReader>;
  /** Tool name → the scopes it needs, derived by the caller from the tool list. */
  toolScopes: ToolScopes;
}

export function createOAuthGuard({ doorPath, cfg, issuer: issuerSource, readBody, toolScopes }: OAuthGuardOptions): Guard {
  return async (req, basePath = '') => {
    const c = cfg();
    const urls = deployment(c, basePath);
    if (!urls) return gateOff(`This door needs OAuth. ${ORIGIN_MISSING_MESSAGE}`);
    const trusted = issuerSource(basePath);
    if (!trusted.ok) return gateOff(`This door needs OAuth. ${trusted.description}`);
    const resource = urls.resource(doorPath);

    const challenge = { scopes: [SCOPE_READ], resourceMetadataUrl: urls.protectedResourceMetadata(doorPath) };
    const token = bearerToken(
      req,
      challenge,
      `missing token: send Authorization: Bearer <access token>; ${challenge.resourceMetadataUrl} says where to get one`,
    );
    if (typeof token !== 'string') return token;

    let authInfo: AuthInfo;
    try {
      authInfo = await verifyAccessToken(token, {
        issuer: trusted.issuer.issuer,
        keys: trusted.issuer.keys,
        audience: c.auth.audience ?? resource,
        algorithms: c.auth.algorithms,
        requireAtJwt: c.auth.requireAtJwt,
        clockToleranceS: c.auth.clockToleranceS,
      });
    } catch (err) {
      return refuse(err, challenge);
    }

    if (!authInfo.scopes.includes(SCOPE_READ)) {
      return refuse(insufficientScope(`insufficient scope: this door needs ${SCOPE_READ}`), challenge);
    }
    const decision = await checkToolScopes(req, authInfo.scopes, toolScopes, () => readBody(req));
    if (!decision.ok) {
      if ('response' in decision) return { ok: false, response: decision.response };
      const needed = [...(toolScopes[decision.tool] ?? [SCOPE_READ])];
      const err = insufficientScope(`insufficient scope: ${decision.tool} needs ${decision.missing.join(' ')}`);
      return refuse(err, { ...challenge, scopes: needed });
    }
    return { ok: true, authInfo: { ...authInfo, resourceMetadataUrl: challenge.resourceMetadataUrl }, parsedBody: decision.parsedBody };
  };
}
