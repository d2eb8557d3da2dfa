/**
 * The one failure callers of the state module must handle: the shared store cannot do this right
 * now. The issuer turns it into 503 (fail closed); the doors serve on (fail open). `reason` says
 * which of the distinct faults it is, so every answer can say what happened:
 * - `unreachable`: no connection (Redis down, wrong REDIS_URL);
 * - `slow`: connected, but the reply did not arrive in time;
 * - `full`: the store refused a write for want of memory (Redis maxmemory, the memory store's cap).
 */
export type StateFault = 'unreachable' | 'slow' | 'full';

export class StateUnavailableError extends Error {
  override readonly name = 'StateUnavailableError';
  readonly reason: StateFault;
  constructor(message: string, options?: { cause?: unknown; reason?: StateFault }) {
    super(message, options);
    this.reason = options?.reason ?? 'unreachable';
  }
}

/** Type guard that survives duplicated module instances (bundles), by name rather than identity. */
export function isStateUnavailable(err: unknown): err is StateUnavailableError {
  return err instanceof Error && err.name === 'StateUnavailableError';
}

/** One sentence for a caller, naming the fault and never where the store is. */
export function describeStateFault(fault: StateFault): string {
  switch (fault) {
    case 'full':
      return 'the shared store is full (it refused a write for want of memory)';
    case 'slow':
      return 'the shared store is answering too slowly';
    default:
      return 'the shared store cannot be reached';
  }
}
