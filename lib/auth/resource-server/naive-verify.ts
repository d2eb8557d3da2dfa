/**
 * The labs' naive door's token check: every check the real door makes (algorithm, signature by the
 * lab issuer's key, typ, exact iss, exp/nbf), minus the audience, which is the one turned off so the
 * confused-deputy attack visibly gets in. And one check the real door does not make: the token must be
 * a lab token (LAB_CLAIM in its signed payload), so an issuer's real token never opens this door.
 */
import 'server-only';
import { LAB_CLAIM, NAIVE_DOOR } from '../../vocabulary';
import { invalidToken } from './refusal';
import { type VerifyContext, verifiedPayload } from './verify-token';

/** `issuer`: the lab's issuers (the built-in issuer, whose lab mints, and the naive issuer), each exactly. */
export type LabVerifyContext = Omit<VerifyContext, 'audience' | 'issuer'> & { issuer: string | readonly string[] };

/** Resolves with the lab kind the token was minted as; rejects with the refusal naming the check that failed. */
export async function verifyLabTokenIgnoringAudience(token: string, ctx: LabVerifyContext): Promise<string> {
  const issuer = typeof ctx.issuer === 'string' ? ctx.issuer : ctx.issuer.join(' or ');
  // No `audience`: the one check this door skips (NAIVE_DOOR.unchecked).
  const payload = await verifiedPayload(token, ctx, { issuer, audience: `(${NAIVE_DOOR.unchecked} is not checked here)` });
  const kind = payload[LAB_CLAIM];
  if (typeof kind !== 'string') {
    throw invalidToken('lab', 'not a lab token: this naive lab door takes only tokens minted by POST /oauth/lab, never an issuer’s real tokens');
  }
  return kind;
}
