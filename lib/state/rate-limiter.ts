/**
 * Rate limiters on rate-limiter-flexible (fixed window per key), the same decision shape for both
 * backends. A limiter that cannot reach its store rejects with StateUnavailableError, so each caller
 * chooses to fail open or closed.
 */
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { isStateUnavailable, StateUnavailableError } from './errors';
import type { RateDecision, RateLimiter, RateLimitSpec } from './types';

export function memoryRateLimiter(spec: RateLimitSpec, namespace: string): RateLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: `${namespace}rl:${spec.name}`, points: spec.points, duration: spec.durationS });
  return decide(() => limiter);
}

/** Wraps a limiter that `limiter()` returns on each call (the Redis one needs a connected client first). */
export function decide(
  limiter: () => RateLimiterAbstract | Promise<RateLimiterAbstract>,
  unavailable: (cause: unknown) => StateUnavailableError = (cause) => new StateUnavailableError('The rate-limit store did not answer.', { cause }),
): RateLimiter {
  return {
    async consume(key: string): Promise<RateDecision> {
      try {
        const res = await (await limiter()).consume(key);
        return { allowed: true, remaining: res.remainingPoints };
      } catch (err) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the limit is reached, an Error otherwise.
        // Checked by shape: its ESM and CJS builds each have their own RateLimiterRes class.
        if (isLimitReached(err)) return { allowed: false, retryAfterMs: Math.max(1, err.msBeforeNext) };
        if (isStateUnavailable(err)) throw err;
        throw unavailable(err);
      }
    },
  };
}

function isLimitReached(err: unknown): err is { msBeforeNext: number } {
  return typeof err === 'object' && err !== null && !(err instanceof Error) && typeof (err as { msBeforeNext?: unknown }).msBeforeNext === 'number';
}
