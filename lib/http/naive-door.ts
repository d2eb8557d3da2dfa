/**
 * The labs' naive door at NAIVE_DOOR.path: the same server as every door, behind the naive guard
 * (the OAuth check without `aud`, lab tokens only: the lab's and the naive issuer's). It is built here, beside the real doors, but
 * listed in none of their registries, and every answer it gives carries NAIVE_DOOR's label header.
 */
import 'server-only';
import { createNaiveGuard } from '../auth/resource-server/naive-guard';
import type { IssuerSource } from '../auth/resource-server/trusted-issuer';
import { type AppConfig, config } from '../config';
import { deployment } from '../identity';
import { NAIVE_DOOR } from '../vocabulary';
import { withHeaders } from '../with-headers';
import { createDoor, type Door } from './door';
import { environmentOf } from './doors';
import { builtInIssuer } from './trusted-issuer';

/**
 * The built-in issuer, whatever issuer the real doors trust: the lab mints with its key, under its
 * `iss`. Keys in process, never fetched, so no request steers where they come from.
 */
export const labIssuerOf =
  (cfg: () => AppConfig): IssuerSource =>
  () =>
    builtInIssuer(cfg());

const labelled = (res: Response) => withHeaders(res, { [NAIVE_DOOR.header]: NAIVE_DOOR.label });

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
