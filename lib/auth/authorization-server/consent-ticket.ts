/**
 * The consent ticket: a validated authorization request (or the error to show instead), sealed so the
 * consent page and its form need no server-side session and cannot be edited in between.
 */
import { z } from 'zod';
import { seal, sealedFor, unseal } from './sealed';

export const CONSENT_TTL_S = 600;

export const ConsentTicket = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('request'),
    /** Unique per ticket, so one approval yields one code (the form cannot be posted twice). */
    jti: z.string(),
    client_id: z.string(),
    client_kind: z.enum(['registered', 'metadata-document']),
    client_name: z.string().optional(),
    client_uri: z.string().optional(),
    redirect_uri: z.string(),
    code_challenge: z.string(),
    scope: z.string(),
    resource: z.string(),
    state: z.string().optional(),
    /** The store epoch it was issued in (lib/state): answered only in that epoch, and its code carries it. */
    ep: z.string(),
  }),
  // `check`: the shared vocabulary's id of the check that failed (optional: tickets sealed before it existed).
  z.object({ t: z.literal('error'), error: z.string(), description: z.string(), check: z.string().optional() }),
]);
export type ConsentTicket = z.infer<typeof ConsentTicket>;

/** `naive`: the labs' naive issuer's ticket, sealed under its own key (see sealedFor). */
export function sealConsent(secret: string, ticket: ConsentTicket, naive = false): Promise<string> {
  return seal(secret, sealedFor('sealed-consent', naive), ticket, CONSENT_TTL_S);
}

export function openConsent(secret: string, ticket: string, naive = false): Promise<ConsentTicket | undefined> {
  return unseal(secret, sealedFor('sealed-consent', naive), ticket, ConsentTicket);
}
