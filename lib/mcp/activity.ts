/**
 * Per-process counters for long-running tool work, so /api/health (and tests) can see that a
 * cancelled analysis really stopped. Only numbers: nothing about callers is kept. One set per process,
 * however many route bundles load this module (/api/health reads what the doors count).
 */
import { instanceSlot } from '../instance-slots';

const counters = instanceSlot('analysis-activity', () => ({ running: 0, completed: 0, cancelled: 0 }));

export function analysisStarted(): void {
  counters.running += 1;
}

export function analysisEnded(stoppedEarly: boolean): void {
  counters.running -= 1;
  if (stoppedEarly) counters.cancelled += 1;
  else counters.completed += 1;
}

export function analysisActivity(): Readonly<typeof counters> {
  return { ...counters };
}
