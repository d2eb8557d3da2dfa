/**
 * The guard of the labs' naive door (NAIVE_DOOR): the OAuth door's check with the audience turned
 * off, taking only lab tokens. Whoever it lets in gets no identity at all, so the server treats them
 * exactly as the open door treats anyone: the same tools, no scope, no task of anyone else's. And it
 * opens only while the open door is open (MCP_AUTH unset): it can never serve what the open door does not.
 */
import 'server-only';
import type { AppConfig } from '../../config';
import { NAIVE_DOOR } from '../../vocabulary';
import { bearerToken, gateOff, refuse } from './challenge';
import type { Guard } from '../guard';
import { verifyLabTokenIgnoringAudience } from './naive-verify';
import type { IssuerSource } from './trusted-issuer';

export interface NaiveGuardOptions {
  cfg: () => AppConfig;
  /** The built-in issuer, whose lab mints the only tokens this door takes (wired by lib/http). */
  labIssuer: IssuerSource;
  /** The labs' naive issuer's exact `iss` (same key): its tokens are lab tokens too. */
  naiveIssuer?: () => string | undefined;
}

export const NAIVE_DOOR_LOCKED_MESSAGE = `The naive lab door is closed because the main door is locked (MCP_AUTH): it may only ever serve what the open door serves.`;

export function createNaiveGuard({ cfg, labIssuer, naiveIssuer }: NaiveGuardOptions): Guard {
  return async (req, basePath = '') => {
    const c = cfg();
    // Not reachable through an observation channel (lib/observe serves only DOORS); refused all the same.
    if (basePath) return gateOff('The naive lab door is not served through an observation channel.');
    if (c.auth.mainDoor !== 'none') return gateOff(NAIVE_DOOR_LOCKED_MESSAGE);
    const lab = labIssuer();
    if (!lab.ok) return gateOff(`The naive lab door takes lab tokens, and the lab is off. ${lab.description}`);

    const challenge = { scopes: [], realm: NAIVE_DOOR.realm };
    const token = bearerToken(req, challenge, 'missing token: this naive lab door takes a lab token (POST /oauth/lab)');
    if (typeof token !== 'string') return token;
    try {
      const naive = naiveIssuer?.();
      await verifyLabTokenIgnoringAudience(token, {
        issuer: naive ? [lab.issuer.issuer, naive] : lab.issuer.issuer,
        keys: lab.issuer.keys,
        algorithms: c.auth.algorithms,
        requireAtJwt: c.auth.requireAtJwt,
        clockToleranceS: c.auth.clockToleranceS,
      });
    } catch (err) {
      return refuse(err, challenge);
    }
    // No authInfo: the caller is nobody, as at the open door (its scopes grant nothing here).
    return { ok: true };
  };
}
