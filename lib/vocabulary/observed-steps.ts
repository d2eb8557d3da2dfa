/**
 * Which walkthrough step a real client's exchange through an observation channel is, from what is
 * visible on the wire (the path below the channel's prefix, the method, whether a bearer token was
 * sent, the status, a challenge). The server labels a record with the step's id; the page shows the
 * step's number and title from the walkthrough's own list. Steps a client does on its own (reading
 * the challenge, making the PKCE pair, reading the token) have no exchange of their own.
 */
import { DOOR, DOORS } from './doors';
import { ASM_PREFIX, ISSUER_ENDPOINT_PATHS, PRM_PREFIX } from './paths';

/** The walkthrough steps an observed exchange can be (ids of lib/walkthrough's step records). */
export const OBSERVED_STEP_IDS = [
  'first-call',
  'resource-metadata',
  'server-metadata',
  'register',
  'authorization-url',
  'consent',
  'redirect',
  'redeem',
  'call-with-token',
] as const;
export type ObservedStepId = (typeof OBSERVED_STEP_IDS)[number];

export interface StepEvidence {
  method: string;
  /** The path below the deployment (or the channel's prefix), without the query. */
  path: string;
  status?: number;
  bearer: boolean;
  /** The response's WWW-Authenticate, if any. */
  challenge?: string;
}

const DOOR_PATHS: readonly string[] = DOORS.map((door) => door.path);

export function observedStepId(e: StepEvidence): ObservedStepId | undefined {
  const method = e.method.toUpperCase();
  const path = e.path.replace(/\/$/, '') || '/';
  if (DOOR_PATHS.includes(path) && method === 'POST') {
    const oauthChallenge = /resource_metadata=/i.test(e.challenge ?? '');
    if (!e.bearer) return e.status === 401 && oauthChallenge ? 'first-call' : undefined;
    return path === DOOR.oauth.path || oauthChallenge ? 'call-with-token' : undefined;
  }
  if (method !== 'GET' && method !== 'POST') return undefined;
  if (path.startsWith(PRM_PREFIX)) return 'resource-metadata';
  if (path.startsWith(ASM_PREFIX) || path.startsWith('/.well-known/openid-configuration') || path.endsWith('/.well-known/openid-configuration')) {
    return 'server-metadata';
  }
  if (path === ISSUER_ENDPOINT_PATHS.registration && method === 'POST') return 'register';
  if (path === ISSUER_ENDPOINT_PATHS.authorization) return method === 'GET' ? 'authorization-url' : 'redirect';
  if (path === ISSUER_ENDPOINT_PATHS.consent && method === 'GET') return 'consent';
  if (path === ISSUER_ENDPOINT_PATHS.token && method === 'POST') return 'redeem';
  return undefined;
}
