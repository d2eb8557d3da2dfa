/**
 * The consent form's answer. Approve: a short-lived authorization code, sealed, bound to the client,
 * redirect_uri, PKCE challenge, scope and resource. Deny: `access_denied`. Both go back with `state`
 * and `iss`. The form only carries the sealed ticket, so nothing the browser sends can widen it.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { IssuerContext } from './context';
import { CONSENT_TTL_S, openConsent } from './consent-ticket';
import { stateUnavailableDescription } from './state-unavailable';
import { isStoreFault, useCodeOnce } from './used-codes';
import { digest } from './pkce';
import { clientRedirect } from './redirect';
import { seal, sealedFor } from './sealed';

/** The resource owner. This demo issuer has no accounts: whoever approves is the workshop's user. */
export const DEMO_SUBJECT = 'demo-user';

export const DecisionForm = z.object({
  ticket: z.string().min(1).max(16_000),
  decision: z.enum(['approve', 'deny']),
});

export const SealedCode = z.object({
  jti: z.string(),
  cid: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  scope: z.string(),
  resource: z.string(),
  sub: z.string(),
  /** The store epoch it was issued in (lib/state): a code from before a loss of the store is refused. */
  ep: z.string(),
});

export type DecisionOutcome = { ok: true; location: string } | { ok: false; status: number; description: string };

export async function decide(form: z.infer<typeof DecisionForm>, ctx: IssuerContext): Promise<DecisionOutcome> {
  const ticket = await openConsent(ctx.secret, form.ticket, ctx.naive);
  if (ticket?.t !== 'request') {
    return { ok: false, status: 400, description: 'This consent form is invalid or has expired (10 minutes). Start again from your MCP client.' };
  }
  // One approval (or denial) per ticket: a replayed form post must not mint a second code.
  const use = await useCodeOnce(`consent:${ticket.jti}`, Math.floor(Date.now() / 1000) + CONSENT_TTL_S, ticket.ep);
  if (isStoreFault(use)) return { ok: false, status: 503, description: stateUnavailableDescription(use) };
  if (use === 'stale-epoch')
    return { ok: false, status: 400, description: 'This consent form was issued before the shared store lost its data. Start again from your MCP client.' };
  if (use !== 'first-use') return { ok: false, status: 400, description: 'This consent form was already answered. Start again from your MCP client.' };
  if (form.decision === 'deny') {
    return {
      ok: true,
      location: clientRedirect(ticket.redirect_uri, ctx.issuer, {
        error: 'access_denied',
        error_description: 'The user denied the request.',
        state: ticket.state,
      }),
    };
  }
  const code = await seal(
    ctx.secret,
    sealedFor('sealed-code', ctx.naive),
    {
      jti: randomUUID(),
      cid: digest(ticket.client_id),
      redirect_uri: ticket.redirect_uri,
      code_challenge: ticket.code_challenge,
      scope: ticket.scope,
      resource: ticket.resource,
      sub: DEMO_SUBJECT,
      // The epoch the consent was answered in (the spend above just held in it).
      ep: ticket.ep,
    } satisfies z.infer<typeof SealedCode>,
    ctx.cfg.auth.codeTtlS,
  );
  return { ok: true, location: clientRedirect(ticket.redirect_uri, ctx.issuer, { code, state: ticket.state }) };
}
