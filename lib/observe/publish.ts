/**
 * Publishing one observed exchange: masked before it leaves this function, cut to the record's byte
 * budget, appended to the channel's log, capped in entries and in bytes (late joiners and
 * reconnecting observers read it), and pushed to live observers on every instance. Each participant
 * (client key) records at most OBSERVE_RECORDS_PER_CLIENT exchanges into a channel every
 * RECORD_WINDOW_S (rate-limiter-flexible, in the state store): beyond it their exchanges are served and
 * counted, not recorded, so one participant's flood cannot push the rest of the room out of the
 * backlog; their next record says how many were skipped.
 */
import 'server-only';
import { type AppConfig, config } from '../config';
import { instanceSlot } from '../instance-slots';
import { logThrottled } from '../log';
import { Lru } from '../lru';
import { type LogEntry, stateStore } from '../state';
import { channelLog, channelTopic, touchChannel } from './channel';
import { serializeRecord } from './fit-record';
import type { ObservedRecord } from '../wire/observed';

/** The window a participant's record budget is counted over: short, so a flooder is quiet again within seconds. */
export const RECORD_WINDOW_S = 10;

/**
 * What the store's log may hold, in UTF-8 bytes (what the store counts and Redis keeps): half the
 * channel's budget, because the memory store's V8 heap holds a string at two bytes a UTF-16 code
 * unit, and a string never has more code units than UTF-8 bytes.
 */
export const storedLogBytes = (cfg: AppConfig) => Math.floor(cfg.observe.maxChannelBytes / 2);

/** Per instance: exchanges not recorded for a participant on a channel, said on their next record. Bounded. */
const skipped = instanceSlot('observe-skipped', () => new Lru<string, number>(2_000));

async function admit(channel: string, participant: string, cfg: AppConfig): Promise<{ ok: boolean; skipped: number }> {
  const key = `${channel}:${participant}`;
  const points = Math.max(1, Math.round((cfg.observe.recordsPerClient * RECORD_WINDOW_S) / 60));
  let allowed = true;
  try {
    allowed = (await stateStore().rateLimiter({ name: 'observeRecord', points, durationS: RECORD_WINDOW_S }).consume(key)).allowed;
  } catch {
    /* an unreachable store fails the append below too, and says so there */
  }
  if (!allowed) {
    skipped.set(key, (skipped.get(key) ?? 0) + 1);
    return { ok: false, skipped: 0 };
  }
  const before = skipped.get(key) ?? 0;
  skipped.delete(key);
  return { ok: true, skipped: before };
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

/**
 * `record` arrives masked (lib/observe/record.ts masks before it labels), or as the function that masks
 * and labels it, called only once the exchange is admitted (a flood beyond the budget costs no masking).
 * `participant` is the sender's client key. Never throws: observing must not break the observed request
 * (fail open, logged at most once a minute).
 */
export async function publishExchange(
  channel: string,
  record: ObservedRecord | (() => ObservedRecord),
  participant: string,
  cfg: AppConfig = config(),
): Promise<void> {
  const gate = await admit(channel, participant, cfg);
  if (!gate.ok) return;
  try {
    const counted: ObservedRecord = { ...(typeof record === 'function' ? record() : record), ...(gate.skipped ? { skippedBefore: gate.skipped } : {}) };
    const store = stateStore();
    // Cut to the record's budget after masking, so what is stored is both masked and bounded in bytes.
    const value = serializeRecord(counted, cfg.observe);
    const { maxExchanges: maxLen, idleTtlMs: ttlMs } = cfg.observe;
    const id = await store.append(channelLog(channel), value, { maxLen, maxBytes: storedLogBytes(cfg), ttlMs });
    await store.publish(channelTopic(channel), feedMessage(id, value));
    await touchChannel(channel, cfg);
  } catch (err) {
    logThrottled('[observe] could not publish an exchange; the client was served anyway:', err instanceof Error ? err.name : 'error');
  }
}
