/**
 * The labs' naive door at NAIVE_DOOR.path: the same server as every door, behind the naive guard
 * (the OAuth check without `aud`, lab tokens only: the lab's and the naive issuer's). It is built here, beside the real doors, but
 * listed in none of their registries, and every answer it gives carries NAIVE_DOOR's label header.
 */
import 'server-only';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { signingKey } from '../auth/authorization-server/keys';
import { createNaiveGuard } from '../auth/resource-server/naive-guard';
import { ISSUER_OFF_MESSAGE, type IssuerSource } from '../auth/resource-server/trusted-issuer';
import { type AppConfig, config } from '../config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '../identity';
import { NAIVE_DOOR } from '../vocabulary';
import { createDoor, type Door } from './door';
import { environmentOf } from './doors';

/**
 * The built-in issuer, whatever issuer the real doors trust: the lab mints with its key, under its
 * `iss`. Keys in process, never fetched, so no request steers where they come from.
 */
export function labIssuerOf(cfg: () => AppConfig): IssuerSource {
  const keys = new Map<string, JWTVerifyGetKey>();
  return () => {
    const c = cfg();
    const urls = deployment(c);
    if (!urls) return { ok: false, description: ORIGIN_MISSING_MESSAGE };
    const secret = c.auth.secret?.value;
    if (!secret) return { ok: false, description: ISSUER_OFF_MESSAGE };
    let local = keys.get(secret);
    if (!local) {
      let set: JWTVerifyGetKey | undefined;
      local = async (header, token) => {
        set ??= createLocalJWKSet({ keys: [(await signingKey(secret)).publicJwk] });
        return set(header, token);
      };
      keys.set(secret, local);
    }
    return { ok: true, issuer: { issuer: urls.issuer, keys: local, builtIn: true } };
  };
}

function labelled(res: Response): Response {
  const headers = new Headers(res.headers);
  headers.set(NAIVE_DOOR.header, NAIVE_DOOR.label);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** `cfg` and `environment` are for tests; the route uses the deployment's. */
export function createNaiveDoor(cfg: () => AppConfig = config, environment = environmentOf(cfg)): Door {
  const naiveIssuer = () => deployment(cfg())?.naiveIssuer;
  const door = createDoor({ id: NAIVE_DOOR.id, guard: createNaiveGuard({ cfg, labIssuer: labIssuerOf(cfg), naiveIssuer }), environment, cfg });
  return {
    // Never through an observation channel: the route passes no base path.
    handle: async (req) => labelled(await door.handle(req)),
    options: (req) => labelled(door.options(req)),
    notAllowed: (req) => labelled(door.notAllowed(req)),
  };
}

export const naiveDoor = createNaiveDoor();
