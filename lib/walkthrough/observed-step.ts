/**
 * Which walkthrough step a real client's exchange is, so an observed OAuth dance reads like the
 * walkthrough ("step 5, Register the client"). One mapping from what is visible on the wire (the path
 * below the channel's prefix, the method, whether a bearer token was sent, the status, a challenge)
 * to the step records' ids; numbers and titles come from the list. Steps a client does on its own
 * (reading the challenge, making the PKCE pair, reading the token) have no exchange of their own.
 */
import { ASM_PREFIX, DOOR, DOORS, ISSUER_ENDPOINT_PATHS, PRM_PREFIX } from '../vocabulary';
import type { ObservedStep } from '../wire/observed';
import { positionOf, stepById } from './steps';

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

function stepIdOf(e: StepEvidence): string | undefined {
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

export function observedStep(e: StepEvidence): ObservedStep | undefined {
  const id = stepIdOf(e);
  const step = id ? stepById(id) : undefined;
  return step ? { id: step.id, n: positionOf(step.id), title: step.title } : undefined;
}
