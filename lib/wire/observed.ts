/**
 * What an observation channel publishes for each exchange a client made through it: the exchange as
 * the server saw it (credentials already masked, bodies capped), who the client said it was, and the
 * walkthrough step the exchange is, when it is one. Plain data, shared by the server and the page.
 */
import { CLIENT_INFO_META_KEY, type ObservedStepId } from '../vocabulary';
import { messagesIn } from './frames';
import type { WireExchange } from './types';

export interface ObservedStep {
  /** The walkthrough step's id (lib/walkthrough/steps), its place in the list, and its title. */
  id: string;
  n: number;
  title: string;
}

export interface ObservedRecord {
  exchange: WireExchange;
  /** From `initialize` params or the request's `_meta` clientInfo, when the request carried it: a claim, neutralised and cut (observed-labels.ts). */
  client?: { name: string; version?: string };
  /** The JSON-RPC method and the name it calls, neutralised and cut. */
  call?: { method: string; name?: string };
  /** The path below the channel's prefix, neutralised and cut. */
  path?: string;
  /** The walkthrough step this exchange is (lib/vocabulary/observed-steps.ts); the page numbers and titles it. */
  step?: { id: ObservedStepId };
  /** Exchanges this instance did not record just before this one (a flood beyond the channel's burst). */
  skippedBefore?: number;
}

/**
 * The feed's event names (text/event-stream `event:`), written by the server and read by the page.
 * `gone` is the only one that tells the page to stop: its data says why (FeedGone).
 */
export const FEED_EVENT = { exchange: 'exchange', gone: 'gone', unavailable: 'unavailable' } as const;

/** Why a channel's feed ended for good: it lapsed unused (`expired`), or the store that held it lost it (`lost`). */
export interface FeedGone {
  reason: 'expired' | 'lost';
}

/** Recorded bodies and each SSE event are cut at this many bytes; the cut is marked. */
export const OBSERVED_FRAME_CAP = 64 * 1024;

/** The client's name and version from a JSON-RPC request body, if it says. */
export function clientInfoOf(body: string | undefined): ObservedRecord['client'] {
  // A body that is not JSON, or was cut, names no client.
  for (const m of body ? messagesIn(body) : []) {
    const params = (m as { params?: Record<string, unknown> } | null)?.params;
    const meta = params?._meta as Record<string, unknown> | undefined;
    const info = (params?.clientInfo ?? meta?.[CLIENT_INFO_META_KEY]) as { name?: unknown; version?: unknown } | undefined;
    if (info && typeof info.name === 'string') {
      return { name: info.name.slice(0, 100), ...(typeof info.version === 'string' ? { version: info.version.slice(0, 40) } : {}) };
    }
  }
  return undefined;
}
