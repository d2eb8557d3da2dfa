/**
 * The issuer fails closed: without its state it could not keep a code single-use or a limit counted
 * across instances, so it refuses (503) until the store answers again. The response names Redis but
 * not where it is; the outage itself is in the operator's log (lib/state logs it once).
 */
import { stateStore } from '../../state';
import { oauthErrorJson } from '../public-json';

export function stateUnavailableDescription(): string {
  return stateStore().backend === 'redis'
    ? 'The authorization server cannot reach its shared state (Redis, REDIS_URL), so it refuses rather than risk a code being used twice; try again shortly. The MCP doors keep serving.'
    : 'The authorization server’s in-memory state on this instance is full (too many codes in flight); try again in a minute.';
}

export function stateUnavailableResponse(): Response {
  return oauthErrorJson(503, 'temporarily_unavailable', stateUnavailableDescription(), { 'Retry-After': '5' });
}
