/**
 * Publishing one observed exchange: masked before it leaves this function, cut to the record's byte
 * budget, appended to the channel's log, capped in entries and in bytes (late joiners and
 * reconnecting observers read it), and pushed to live observers on every instance. A channel's traffic beyond a burst is counted rather than recorded, so a flood cannot
 * swamp the store or the observers; the next record says how many were skipped.
 */
import 'server-only';
import { type AppConfig, config } from '../config';
import { logThrottled } from '../log';
import { type LogEntry, stateStore } from '../state';
import { maskExchangeDeep } from '../wire/mask';
import { channelLog, channelTopic, touchChannel } from './channel';
import { deploymentSecrets } from './deployment-secrets';
import { serializeRecord } from './fit-record';
import type { ObservedRecord } from '../wire/observed';

/** Per channel and instance: a token bucket of BURST exchanges refilled at RATE a second. */
const BURST = 200;
const RATE = 50;
const buckets = new Map<string, { tokens: number; at: number; skipped: number }>();

function admit(channel: string, now: number): { ok: boolean; skipped: number } {
  const b = buckets.get(channel) ?? { tokens: BURST, at: now, skipped: 0 };
  b.tokens = Math.min(BURST, b.tokens + ((now - b.at) / 1000) * RATE);
  b.at = now;
  if (buckets.size > 2_000 && !buckets.has(channel)) buckets.delete(buckets.keys().next().value as string);
  buckets.set(channel, b);
  if (b.tokens < 1) {
    b.skipped += 1;
    return { ok: false, skipped: 0 };
  }
  b.tokens -= 1;
  const skipped = b.skipped;
  b.skipped = 0;
  return { ok: true, skipped };
}

/** The wire form of a feed entry: the log id travels as the SSE `id:` so an observer can resume. */
export interface FeedMessage {
  id: string;
  record: ObservedRecord;
}

/** A FeedMessage's JSON, spliced from the record's stored JSON: the same text JSON.stringify({id, record}) makes. */
export const feedMessage = (id: string, recordJson: string) => `{"id":${JSON.stringify(id)},"record":${recordJson}}`;

/** The id and the record's JSON back out of a FeedMessage, without parsing the record (each observer would). */
export function splitFeedMessage(message: string): LogEntry | undefined {
  const head = /^\{"id":"(\d{1,16}-\d{1,16})","record":/.exec(message);
  if (!head || !message.endsWith('}')) return undefined;
  return { id: head[1], value: message.slice(head[0].length, -1) };
}

/** Never throws: observing must not break the observed request (fail open, logged at most once a minute). */
export async function publishExchange(channel: string, record: ObservedRecord, cfg: AppConfig = config()): Promise<void> {
  const gate = admit(channel, Date.now());
  if (!gate.ok) return;
  const masked: ObservedRecord = {
    ...record,
    exchange: maskExchangeDeep(record.exchange, { secrets: deploymentSecrets(cfg) }),
    ...(gate.skipped ? { skippedBefore: gate.skipped } : {}),
  };
  try {
    const store = stateStore();
    // Cut to the record's budget after masking, so what is stored is both masked and bounded in bytes.
    const value = serializeRecord(masked, cfg.observe);
    const { maxExchanges: maxLen, maxChannelBytes: maxBytes, idleTtlMs: ttlMs } = cfg.observe;
    const id = await store.append(channelLog(channel), value, { maxLen, maxBytes, ttlMs });
    await store.publish(channelTopic(channel), feedMessage(id, value));
    await touchChannel(channel, cfg);
  } catch (err) {
    logThrottled('[observe] could not publish an exchange; the client was served anyway:', err instanceof Error ? err.name : 'error');
  }
}
