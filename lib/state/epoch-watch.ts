/**
 * Noticing a store that lost its data. `look` reads the store's epoch marker (writing a new one
 * into a store that has none); a marker other than the one this instance saw last means the store
 * came back empty since: every listener hears of it, once, and the operator's log says so. The
 * first look also starts a periodic one (unref'd: it never keeps a process alive), so an instance
 * that only reads still notices.
 */
import type { StoreLoss } from './types';

export interface EpochWatchOptions {
  look: () => Promise<string>;
  log: (line: string) => void;
  /** How often to look besides reconnects and explicit calls (0: never). */
  everyMs: number;
  /** Names the store in the log line (never a password). */
  where: string;
}

export function epochWatch({ look, log, everyMs, where }: EpochWatchOptions) {
  let last: string | undefined;
  let lostAt: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  const listeners = new Set<(loss: StoreLoss) => void>();

  const check = async (): Promise<string> => {
    const now = await look();
    if (last !== undefined && now !== last) {
      const loss: StoreLoss = { before: last, after: now, at: new Date().toISOString() };
      lostAt = loss.at;
      log(
        `[state] The shared store (${where}) lost its data: it came back without the marker this instance saw. Codes issued before are refused, tasks and channels from before are gone. Give Redis persistence (docs/deploy.md).`,
      );
      for (const listener of listeners) {
        try {
          listener(loss);
        } catch (err) {
          log(`[state] a store-loss listener failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }
    last = now;
    if (!timer && everyMs > 0) {
      timer = setInterval(() => void check().catch(() => undefined), everyMs);
      timer.unref();
    }
    return now;
  };

  return {
    check,
    last: () => last,
    lostAt: () => lostAt,
    onLost(listener: (loss: StoreLoss) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      listeners.clear();
    },
  };
}
