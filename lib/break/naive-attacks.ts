/**
 * The break-it bench against the labs' naive door and naive issuer, where the attack is meant to get
 * in. The naive door (NAIVE_DOOR: the OAuth check without `aud`) takes only lab tokens, so the
 * audience attacks use the lab's stand-in for what the real attack presents. The naive issuer
 * (NAIVE_ISSUER: no PKCE, a redirect_uri matched by host, reusable codes) runs the honest flow and the
 * same bend as the real attack, then presents what it minted at the naive door: the stolen code, the
 * steered redirect and the replayed code each end with a token that opens something. The other attacks
 * are refused by checks both keep (alg, scope) or by the client: they have no naive variant.
 */
import { callLabDoor, labelOn, tapMark } from '../browser/lab-door-call';
import { answerConsent, randomToken } from '../oauth-client';
import { type AttackId, NAIVE_DOOR, NAIVE_ISSUER, NAIVE_ISSUER_ENDPOINT_PATHS } from '../vocabulary';
import { fromDoor, fromToken, type Leg } from './attacks';
import { approvedCode, at, authorizationRequest, type BenchContext, labToken, redemption, type Setup, setUp, type TokenAnswer, tokenRequest } from './flow';

async function atNaiveDoor(ctx: BenchContext, label: string, token: string): Promise<Leg> {
  const a = await callLabDoor({ tap: ctx.tap, path: NAIVE_DOOR.path, origin: ctx.origin, credential: token });
  const evidence = [a.labDoor ? `${NAIVE_DOOR.header}: ${a.labDoor}` : undefined, a.challenge ? `WWW-Authenticate: ${a.challenge}` : a.detail];
  return { ...fromDoor(label, a), refused: a.status !== 200, evidence: evidence.filter(Boolean).join(' · ') };
}

const naiveDoorUrl = (ctx: BenchContext) => at(ctx, NAIVE_DOOR.path);

/** Discovery and registration at the naive issuer: its own metadata, as a client pointed at it would find it. */
const naiveSetUp = (ctx: BenchContext) => setUp(ctx, NAIVE_ISSUER.path);

/** A redemption at the naive issuer's token endpoint, as a leg carrying the issuer's label. */
async function naiveRedeem(ctx: BenchContext, s: Setup, label: string, form: Record<string, string>): Promise<{ leg: Leg; answer: TokenAnswer }> {
  const mark = tapMark(ctx.tap);
  const answer = await tokenRequest(ctx, form, String(s.asm.token_endpoint));
  const leg = fromToken(label, answer);
  const tag = labelOn(ctx.tap, NAIVE_ISSUER.header, NAIVE_ISSUER_ENDPOINT_PATHS.token, mark);
  return { answer, leg: tag ? { ...leg, evidence: `${NAIVE_ISSUER.header}: ${tag} · ${leg.evidence}` } : leg };
}

/** The token just minted, presented at the naive door: what getting in looks like. */
async function presented(ctx: BenchContext, answer: TokenAnswer, what: string): Promise<Leg[]> {
  const token = answer.body.access_token;
  return token ? [await atNaiveDoor(ctx, `${what}, presented at ${NAIVE_DOOR.path}`, token)] : [];
}

/** A path on the client's own host that it never registered (the bench's client registers only the callback). */
const STRAY_PATH = '/api/health';

const NAIVE_RUNS: Partial<Record<AttackId, (ctx: BenchContext) => Promise<Leg[]>>> = {
  async 'token-passthrough'(ctx) {
    const token = await labToken(ctx, 'wrong-audience');
    return [await atNaiveDoor(ctx, `A token signed by this issuer for another resource (the lab’s), presented at ${NAIVE_DOOR.path}`, token)];
  },

  async 'missing-resource'(ctx) {
    const token = await labToken(ctx, 'no-audience');
    return [await atNaiveDoor(ctx, `A token with no aud (what a lax issuer mints), presented at ${NAIVE_DOOR.path}`, token)];
  },

  async 'wrong-verifier'(ctx) {
    const s = await naiveSetUp(ctx);
    const req = await authorizationRequest(ctx, s, { resource: naiveDoorUrl(ctx) });
    const { code } = await approvedCode(ctx, req);
    const form = { ...redemption(ctx, s, code, req, naiveDoorUrl(ctx)), code_verifier: randomToken(32) };
    const { leg, answer } = await naiveRedeem(ctx, s, 'Redeem the code with another verifier, at the naive issuer', form);
    return [leg, ...(await presented(ctx, answer, 'The token a stolen code bought'))];
  },

  async 'wrong-redirect-uri'(ctx) {
    const s = await naiveSetUp(ctx);
    const stray = at(ctx, STRAY_PATH);
    const asked = await authorizationRequest(ctx, s, { redirectUri: stray, resource: naiveDoorUrl(ctx) });
    const mark = tapMark(ctx.tap);
    const answer = await answerConsent(ctx.tap.fetch, asked.url, 'approve');
    const tag = labelOn(ctx.tap, NAIVE_ISSUER.header, NAIVE_ISSUER_ENDPOINT_PATHS.authorization, mark);
    const sentThere = answer.kind === 'redirect' && answer.back.pathname === STRAY_PATH && Boolean(answer.callback.code);
    const steered: Leg = {
      label: `Authorize with redirect_uri ${stray} (on the client’s host, never registered)`,
      by: 'issuer',
      refused: !sentThere,
      ...(answer.kind === 'refused' ? { error: answer.error, description: answer.description, ...(answer.check ? { check: answer.check } : {}) } : {}),
      evidence:
        answer.kind === 'redirect'
          ? `The naive issuer sent the code to ${answer.back.origin}${answer.back.pathname}${tag ? ` (its answer labelled ${NAIVE_ISSUER.header}: ${tag})` : ''}`
          : `Refused on the issuer’s page: error=${answer.error} (${answer.description})`,
    };
    const req = await authorizationRequest(ctx, s, { resource: naiveDoorUrl(ctx) });
    const { code } = await approvedCode(ctx, req);
    const form = { ...redemption(ctx, s, code, req, naiveDoorUrl(ctx)), redirect_uri: stray };
    const { leg, answer: redeemed } = await naiveRedeem(ctx, s, 'Redeem a code naming another redirect_uri, at the naive issuer', form);
    return [steered, leg, ...(await presented(ctx, redeemed, 'The token a steered code bought'))];
  },

  async 'replayed-code'(ctx) {
    const s = await naiveSetUp(ctx);
    const req = await authorizationRequest(ctx, s, { resource: naiveDoorUrl(ctx) });
    const { code } = await approvedCode(ctx, req);
    const form = redemption(ctx, s, code, req, naiveDoorUrl(ctx));
    const first = await tokenRequest(ctx, form, String(s.asm.token_endpoint));
    if (first.status !== 200) throw new Error(`The first redemption failed: HTTP ${first.status} ${first.body.error ?? ''}`);
    const { leg, answer } = await naiveRedeem(ctx, s, 'Redeem the same code a second time, at the naive issuer', form);
    return [leg, ...(await presented(ctx, answer, 'The second token from one code'))];
  },
};

/** What each naive variant gets past, for the card's closing line. */
export const NAIVE_SKIPS: Partial<Record<AttackId, { who: string; check: string }>> = {
  'token-passthrough': { who: 'the naive door', check: NAIVE_DOOR.unchecked },
  'missing-resource': { who: 'the naive door', check: NAIVE_DOOR.unchecked },
  'wrong-verifier': { who: 'the naive issuer', check: 'pkce' },
  'wrong-redirect-uri': { who: 'the naive issuer', check: 'redirect-uri' },
  'replayed-code': { who: 'the naive issuer', check: 'code-replay' },
};

export function hasNaiveVariant(id: AttackId): boolean {
  return id in NAIVE_RUNS;
}

export function runNaiveAttack(id: AttackId, ctx: BenchContext): Promise<Leg[]> {
  const run = NAIVE_RUNS[id];
  if (!run)
    throw new Error(
      `${id} has no naive variant: the naive door skips only ${NAIVE_DOOR.unchecked}, the naive issuer only ${NAIVE_ISSUER.unchecked.join(', ')}.`,
    );
  return run(ctx);
}

/** Against the naive door and issuer the attack is meant to get in: every leg let through. */
export function gotIn(legs: readonly Leg[]): boolean {
  return legs.length > 0 && legs.every((l) => !l.refused);
}
