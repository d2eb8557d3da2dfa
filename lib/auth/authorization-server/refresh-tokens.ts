/**
 * Refresh tokens as RFC 9700 §4.14 asks of a public client's: opaque, bound to the client and the resource,
 * rotated on every use, and a used one coming back revokes its whole family (every token descended from one
 * consent), since either the client or a thief holds a copy and the issuer cannot tell which.
 *
 * Everything lives in the shared state store (Redis across instances), never in the token: a token is 256
 * random bits, and the store keeps only its SHA-256. So a lost or wiped store makes every refresh token
 * unknown (invalid_grant, authorize again): the safe failure, with nothing issued before the loss accepted.
 * - `refresh-family:<id>`: the grant (client digest, resource, scope, subject, absolute expiry). Revoking
 *   the family deletes it, and a token whose family is gone opens nothing.
 * - `refresh:<sha256>`: one token's family and generation, kept until the family expires.
 * - single use: the used-codes primitive (SET NX) on the token's hash. Of two redemptions racing on
 *   any number of instances exactly one sets it; the other is a reuse and revokes the family. The
 *   winner never writes the family record, so a revocation cannot be undone by a rotation in flight.
 * Bounded: a family lives `refresh.ttlS` from its consent (rotation does not extend it) and rotates at most
 * MAX_ROTATIONS times; live families are capped per client and per deployment (capped sets in the store).
 */
import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { isStateUnavailable, type StateStore, stateStore } from '../../state';
import { isStoreFault, useCodeOnce } from './used-codes';

/** `rt_` and 43 base64url characters: 32 random bytes. The prefix lets a secret scanner (and a reader) tell it from a JWT. */
export const REFRESH_TOKEN = /^rt_[A-Za-z0-9_-]{43}$/;

/** Rotations one family may make; room for one refresh per access-token lifetime through a family's life, twice over. */
export const MAX_ROTATIONS = 100;

const Family = z.object({ cid: z.string(), resource: z.string(), scope: z.string(), sub: z.string(), exp: z.number() });
export type RefreshGrant = z.infer<typeof Family>;
const TokenRecord = z.object({ f: z.string(), g: z.number().int() });

type RefreshLimits = AppConfig['auth']['refresh'];

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const familyKey = (id: string) => `refresh-family:${id}`;
const tokenKey = (hash: string) => `refresh:${hash}`;

function parse<T>(schema: z.ZodType<T>, raw: string | undefined): T | undefined {
  if (raw === undefined) return undefined;
  try {
    const r = schema.safeParse(JSON.parse(raw));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

async function issue(store: StateStore, familyId: string, generation: number, exp: number, nowMs: number): Promise<string> {
  const token = `rt_${randomBytes(32).toString('base64url')}`;
  await store.set(tokenKey(hashOf(token)), JSON.stringify({ f: familyId, g: generation }), Math.max(1000, exp * 1000 - nowMs));
  return token;
}

export type StartOutcome = { ok: true; refreshToken: string } | { ok: false; withheld: string };

/** A new family for a grant just made by consent; or why no refresh token comes with this access token. */
export async function startRefreshFamily(
  grant: Omit<RefreshGrant, 'exp'>,
  limits: RefreshLimits,
  store: StateStore = stateStore(),
  nowMs = Date.now(),
): Promise<StartOutcome> {
  const id = randomUUID();
  const exp = Math.floor(nowMs / 1000) + limits.ttlS;
  const ttlMs = limits.ttlS * 1000;
  try {
    const perClient = await store.claim(`refresh-families:${grant.cid}`, id, { max: limits.grantsPerClient, ttlMs });
    if (!perClient.ok)
      return { ok: false, withheld: withheld(`this client already holds ${limits.grantsPerClient} live refresh grants`, perClient.retryAfterMs) };
    const all = await store.claim('refresh-families', id, { max: limits.grants, ttlMs });
    if (!all.ok) return { ok: false, withheld: withheld(`this deployment already holds ${limits.grants} live refresh grants`, all.retryAfterMs) };
    await store.set(familyKey(id), JSON.stringify({ ...grant, exp } satisfies RefreshGrant), ttlMs);
    return { ok: true, refreshToken: await issue(store, id, 0, exp, nowMs) };
  } catch (err) {
    if (isStateUnavailable(err)) return { ok: false, withheld: 'the authorization server cannot reach its state store right now' };
    throw err;
  }
}

const withheld = (whose: string, retryAfterMs: number) =>
  `No refresh token: ${whose} (the oldest lapses in ${Math.ceil(retryAfterMs / 60_000)} min). The access token is valid; sign in again when it expires.`;

export type RotateOutcome =
  | { ok: true; grant: RefreshGrant; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'client' | 'resource' | 'scope' | 'exhausted' | 'unavailable' };

/**
 * Redeems `token` once, for the client whose digest is `cid`, for `resource` and at most the granted scopes:
 * the grant and the family's next token. A wrong client, resource or scope changes nothing (the holder learns
 * only that it is refused).
 */
export async function rotateRefreshToken(
  token: string,
  expected: { cid: string; resource: string; scopes?: readonly string[] },
  store: StateStore = stateStore(),
  nowMs = Date.now(),
): Promise<RotateOutcome> {
  if (!REFRESH_TOKEN.test(token)) return { ok: false, reason: 'unknown' };
  const hash = hashOf(token);
  try {
    const record = parse(TokenRecord, await store.get(tokenKey(hash)));
    if (!record) return { ok: false, reason: 'unknown' };
    const grant = parse(Family, await store.get(familyKey(record.f)));
    if (!grant || grant.exp * 1000 <= nowMs) return { ok: false, reason: 'unknown' };
    if (grant.cid !== expected.cid) return { ok: false, reason: 'client' };
    if (grant.resource !== expected.resource) return { ok: false, reason: 'resource' };
    const granted = grant.scope.split(' ');
    if (expected.scopes?.some((s) => !granted.includes(s))) return { ok: false, reason: 'scope' };
    if (record.g >= MAX_ROTATIONS) return { ok: false, reason: 'exhausted' };
    const use = await useCodeOnce(`refresh:${hash}`, grant.exp, undefined, store, nowMs);
    if (isStoreFault(use)) return { ok: false, reason: 'unavailable' };
    if (use === 'replayed') {
      await store.del(familyKey(record.f));
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, grant, refreshToken: await issue(store, record.f, record.g + 1, grant.exp, nowMs) };
  } catch (err) {
    if (isStateUnavailable(err)) return { ok: false, reason: 'unavailable' };
    throw err;
  }
}
