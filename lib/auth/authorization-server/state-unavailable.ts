/**
 * The issuer fails closed: without its state it could not keep a code single-use or a limit counted
 * across instances, so it refuses (503) until the store answers again, saying which fault it met
 * (unreachable, slow, full) and never where the store is; the details are in the operator's log.
 */
import { describeStateFault, type StateFault, stateStore } from '../../state';

export function stateUnavailableDescription(fault: StateFault = 'unreachable'): string {
  if (stateStore().backend !== 'redis') {
    return 'The authorization server’s in-memory state on this instance is full (too many codes in flight); try again in a minute.';
  }
  const advice = fault === 'full' ? 'Its operator must raise the store’s memory (docs/deploy.md).' : 'Try again shortly.';
  return `The authorization server cannot keep codes single-use right now: ${describeStateFault(fault)} (Redis, REDIS_URL), so it refuses rather than risk a code being used twice. ${advice} The MCP doors keep serving.`;
}
