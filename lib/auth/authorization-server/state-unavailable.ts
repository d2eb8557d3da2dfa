/**
 * The issuer fails closed: without its shared state it could not keep a code single-use or a limit
 * counted across instances, so it refuses (503) until the store answers again. The response names
 * Redis but not where it is; the outage itself is in the operator's log (lib/state logs it once).
 */
import { type StateUnavailableError, stateStore } from '../../state';
import { oauthErrorJson } from '../public-json';

export function stateUnavailableDescription(error: StateUnavailableError): string {
  return stateStore().backend === 'redis'
    ? 'The authorization server cannot reach its shared state (Redis, REDIS_URL), so it refuses rather than risk a code being used twice; try again shortly. The MCP doors keep serving.'
    : error.message;
}

export function stateUnavailableResponse(error: StateUnavailableError): Response {
  return oauthErrorJson(503, 'temporarily_unavailable', stateUnavailableDescription(error), { 'Retry-After': '5' });
}
