/**
 * The one failure callers of the state module must handle: the shared store cannot answer right
 * now. The issuer turns it into 503 (fail closed); the doors serve on (fail open).
 */
export class StateUnavailableError extends Error {
  override readonly name = 'StateUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Type guard that survives duplicated module instances (bundles), by name rather than identity. */
export function isStateUnavailable(err: unknown): err is StateUnavailableError {
  return err instanceof Error && err.name === 'StateUnavailableError';
}
