/**
 * The second channel's transcript: every postMessage JSON-RPC message between the host (this page) and
 * the MCP App in its sandbox, in order, each with its direction, what the host did with it (passed on, or
 * refused and why) and, for a call the host forwarded, the HTTP exchanges it became. Bounded in frames and
 * in bytes (as JSON): the oldest go first. Outside React; the lanes render its snapshot.
 */
import { createStore, type Store } from '../browser/store';

export type LaneDirection = 'app-to-host' | 'host-to-app';
export type LaneKind = 'request' | 'notification' | 'result' | 'error' | 'invalid';

export interface LaneFrame {
  seq: number;
  direction: LaneDirection;
  kind: LaneKind;
  method?: string;
  id?: string | number;
  /** The message as it crossed (for an invalid one, what could be shown of it). */
  message: unknown;
  bytes: number;
  /** The host refused it: it went no further (a request was answered with the error below it). */
  refused?: string;
  /** For a request the host forwarded to the server: the HTTP exchanges (transcript seqs) it became. */
  http?: readonly number[];
}

export interface LaneSnapshot {
  frames: readonly LaneFrame[];
  dropped: number;
}

export interface Lane extends Store<LaneSnapshot> {
  record: (frame: Omit<LaneFrame, 'seq'>) => LaneFrame;
  /** Ties a forwarded request (by its JSON-RPC id, from the app) to the HTTP exchanges it became. */
  linkHttp: (id: string | number, seqs: readonly number[]) => void;
  clear: () => void;
}

export const LANE_MAX_FRAMES = 200;
export const LANE_MAX_BYTES = 1024 * 1024;

/** What a message weighs on the lane: its JSON's length (a message that is not JSON weighs its description). */
export function jsonBytes(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
  } catch {
    return 0;
  }
}

export function createLane({ maxFrames = LANE_MAX_FRAMES, maxBytes = LANE_MAX_BYTES } = {}): Lane {
  const store = createStore<LaneSnapshot>({ frames: [], dropped: 0 });
  let seq = 0;
  return {
    ...store,
    record(frame) {
      const full: LaneFrame = { ...frame, seq: ++seq };
      store.set((s) => {
        const frames = [...s.frames, full];
        let bytes = frames.reduce((n, f) => n + f.bytes, 0);
        let cut = 0;
        while (frames.length - cut > 1 && (frames.length - cut > maxFrames || bytes > maxBytes)) bytes -= frames[cut++].bytes;
        return { frames: cut ? frames.slice(cut) : frames, dropped: s.dropped + cut };
      });
      return full;
    },
    linkHttp(id, seqs) {
      store.set((s) => {
        const at = s.frames.findLastIndex((f) => f.direction === 'app-to-host' && f.kind === 'request' && f.id === id);
        if (at < 0) return s;
        const frames = s.frames.slice();
        frames[at] = { ...frames[at], http: [...(frames[at].http ?? []), ...seqs] };
        return { ...s, frames };
      });
    },
    clear() {
      store.set({ frames: [], dropped: 0 });
    },
  };
}
