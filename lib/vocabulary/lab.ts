/** The lab's deliberately broken tokens: each kind fails exactly one check, named here. */
import type { CheckId } from './checks';

export const LAB_KIND_CHECK = {
  'wrong-audience': 'aud',
  'no-audience': 'aud',
  'wrong-issuer': 'iss',
  expired: 'exp',
  'not-yet-valid': 'nbf',
  'tampered-payload': 'signature',
  'bad-signature': 'signature',
  'alg-none': 'alg',
} as const satisfies Record<string, CheckId>;

export type LabKind = keyof typeof LAB_KIND_CHECK;
export const LAB_KINDS = Object.keys(LAB_KIND_CHECK) as LabKind[];

export const LAB_LESSONS: Record<LabKind, string> = {
  'wrong-audience': 'Signed by the real issuer, but for another resource: the aud check refuses it (no confused deputy).',
  'no-audience':
    'What an issuer that ignored a missing resource would mint: signed, but with no aud at all. A token for no one is refused like one for someone else.',
  'wrong-issuer': 'Signed with the right key, but claims another issuer: iss must match exactly.',
  expired: 'Everything right except exp, which is in the past.',
  'not-yet-valid': 'Its nbf is in the future (and after its exp, so it never becomes valid).',
  'tampered-payload': 'A real signature over different claims: one changed byte and the signature no longer matches.',
  'bad-signature': 'Well-formed, with the issuer’s kid, but signed by some other key.',
  'alg-none': 'An unsigned token (alg none): never on the allow-list.',
};

/**
 * Every lab token carries this claim inside its signed payload. The resource server refuses any
 * token that has it, after all the ordinary checks: so each lab token still fails for the reason it
 * teaches, and none can ever get in, whatever the configuration.
 */
export const LAB_CLAIM = 'https://prompts-observatory.dev/lab';
