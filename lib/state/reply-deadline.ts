/**
 * A deadline that measures the store, not the event loop. The clock advances in steps of a tenth of
 * the budget (at most 100 ms), each armed only after the previous one fired, so between two steps the
 * event loop has polled its sockets. A reply that reached the socket while the loop was held (a
 * synchronous render of a second or more) is read before the next step fires: it never counts as
 * late. Only work that is still unsettled after every step, each with the sockets polled, misses the
 * deadline; then `work` goes on (its late settling is the caller's to watch).
 */
export class ReplyDeadlineError extends Error {
  override readonly name = 'ReplyDeadlineError';
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

const STEPS = 10;
const MAX_STEP_MS = 100;

export function withinReplyTime<T>(work: Promise<T>, ms: number): Promise<T> {
  const stepMs = Math.max(1, Math.min(MAX_STEP_MS, Math.ceil(ms / STEPS)));
  const steps = Math.max(1, Math.ceil(ms / stepMs));
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let left = steps;
    let settled = false;
    const tick = () => {
      if (settled) return;
      left -= 1;
      if (left <= 0) {
        settled = true;
        reject(new ReplyDeadlineError(ms));
        return;
      }
      timer = setTimeout(tick, stepMs);
    };
    timer = setTimeout(tick, stepMs);
    // Settled in the same turn as `work` (no step, a macrotask, can fire in between).
    work.then(resolve, reject).finally(() => {
      settled = true;
      clearTimeout(timer);
    });
  });
}
