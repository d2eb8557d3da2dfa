/**
 * Rate limiters on rate-limiter-flexible (fixed window per key), the same decision shape for both
 * backends. A limiter that cannot reach its store rejects with StateUnavailableError, so each caller
 * chooses to fail open or closed.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { isStateUnavailable, StateUnavailableError } from './errors';
import type { RateDecision, RateLimiter, RateLimitSpec } from './types';

/**
 * The package loads on the first call that is really counted: every limit of a door is off by default,
 * and its index loads every backend's limiter (Mongo, MySQL, Postgres…), which a cold start's first
 * answer should not wait for.
 */
export function memoryRateLimiter(spec: RateLimitSpec, namespace: string): RateLimiter {
  let limiter: Promise<RateLimiterAbstract> | undefined;
  return decide(
    () =>
      (limiter ??= import('rate-limiter-flexible').then(
        ({ RateLimiterMemory }) => new RateLimiterMemory({ keyPrefix: `${namespace}rl:${spec.name}`, points: spec.points, duration: spec.durationS }),
      )),
  );
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
