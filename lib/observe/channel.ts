/**
 * Observation channels: an unguessable id (144 random bits) whose existence and idle expiry live in
 * the state store, so any instance can serve a channel's doors and any other its observers.
 * A channel is `<origin>/o/<id>` (OBSERVE_CHANNEL_PREFIX): everything under it is the deployment itself, recorded.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { type AppConfig, config } from '../config';
import { Lru } from '../lru';
import { stateStore } from '../state';
import { OBSERVE_CHANNEL_PREFIX } from '../vocabulary';

/** 18 random bytes as base64url: 24 characters, 144 bits. */
const CHANNEL_ID = /^[A-Za-z0-9_-]{24}$/;

export function isChannelId(id: string): boolean {
  return CHANNEL_ID.test(id);
}

export function newChannelId(): string {
  return randomBytes(18).toString('base64url');
}

/** The channel's prefix of the configured origin: its doors, metadata and issuer live under it. */
export function channelBasePath(id: string): string {
  return `${OBSERVE_CHANNEL_PREFIX}${id}`;
}

const channelKey = (id: string) => `observe:ch:${id}`;
export const channelLog = (id: string) => `observe:log:${id}`;
export const channelTopic = (id: string) => `observe:feed:${id}`;

/** Which places a channel holds: its pool's, and (when it was opened by a known client) one of that client's. */
interface Holder {
  facilitator: boolean;
  client?: string;
}

/**
 * Per instance: channels known to exist, who holds them, and when this instance last refreshed their
 * expiry, so a busy channel costs a few store round trips a minute instead of some per request. Bounded.
 */
const known = new Lru<string, { checkedAt: number; touchedAt: number; holder: Holder }>(2_000);
const KNOWN_FOR_MS = 30_000;
const TOUCH_EVERY_MS = 60_000;

function remember(id: string, now: number, touched: boolean, holder: Holder): void {
  known.set(id, { checkedAt: now, touchedAt: touched ? now : (known.get(id)?.touchedAt ?? 0), holder });
}

/** A channel's stored value says who holds it; anything else (an older value) is a room channel of no known client. */
function holderOf(stored: string): Holder {
  try {
    const v = JSON.parse(stored) as Partial<Holder> | null;
    if (v && typeof v === 'object') return { facilitator: v.facilitator === true, ...(typeof v.client === 'string' ? { client: v.client } : {}) };
  } catch {
    /* not ours */
  }
  return { facilitator: false };
}

/**
 * The deployment's live channels, in two capped sets: the room's, and a few places only a
 * facilitator's channel may take (so a room that fills its own cannot keep the projector's from
 * opening). Each place is renewed with its channel's expiry.
 */
const LIVE_CHANNELS = 'observe:channels';
const FACILITATOR_CHANNELS = 'observe:channels:facilitator';
/** One client's live channels (OBSERVE_CHANNELS_PER_CLIENT). */
const clientChannels = (client: string) => `observe:channels:client:${client}`;
/** The facilitator channel a client holds: asked again, it gets the same one. */
const facilitatorOf = (client: string) => `observe:facilitator-of:${client}`;

function poolOf(holder: Holder, cfg: AppConfig): { set: string; max: number } {
  const { maxChannels, facilitatorChannels } = cfg.observe;
  return holder.facilitator ? { set: FACILITATOR_CHANNELS, max: facilitatorChannels } : { set: LIVE_CHANNELS, max: maxChannels - facilitatorChannels };
}

/**
 * A channel not opened: this client already holds its share (`quota`, OBSERVE_CHANNELS_PER_CLIENT), or every
 * place of its pool is taken (`full`: a new channel can be opened once one lapses, at most the idle TTL).
 */
export class ChannelRefusedError extends Error {
  override readonly name = 'ChannelRefusedError';
  constructor(
    readonly kind: 'quota' | 'full',
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** Who opens a channel: the client key (lib/limits/client-key.ts), and whether it is for a facilitator. */
export interface Opener {
  client: string;
  facilitator?: boolean;
}

/**
 * A place in `set` given back: a claim always renews a member it holds, so renewing it for a
 * millisecond lets it lapse now (the store has no other way to give one back).
 */
const release = (set: string, member: string, max: number) => stateStore().claim(set, member, { max, ttlMs: 1 });

/**
 * Opens a channel. With an opener, the client's share is taken first (a refusal costs no one else a
 * place), then a place in its pool; a facilitator asking again gets the channel it holds.
 */
export async function openChannel(cfg: AppConfig = config(), opener?: Opener): Promise<string> {
  const store = stateStore();
  const { idleTtlMs: ttlMs, channelsPerClient } = cfg.observe;
  const holder: Holder = { facilitator: opener?.facilitator === true, ...(opener ? { client: opener.client } : {}) };
  if (opener?.facilitator) {
    const held = await store.get(facilitatorOf(opener.client));
    if (held && (await channelExists(held))) {
      await touchChannel(held, cfg, Date.now(), true);
      return held;
    }
  }
  const id = newChannelId();
  if (holder.client !== undefined) {
    const share = await store.claim(clientChannels(holder.client), id, { max: channelsPerClient, ttlMs });
    const message = `Your address already holds ${channelsPerClient} live observation channels, its share.`;
    if (!share.ok) throw new ChannelRefusedError('quota', message, Math.min(share.retryAfterMs, ttlMs));
  }
  const pool = poolOf(holder, cfg);
  const place = await store.claim(pool.set, id, { max: pool.max, ttlMs });
  if (!place.ok) {
    if (holder.client !== undefined) await release(clientChannels(holder.client), id, channelsPerClient);
    const message = holder.facilitator
      ? `All ${pool.max} places this deployment keeps for facilitators' channels are in use.`
      : `All ${pool.max} observation channels this deployment keeps for participants are in use.`;
    throw new ChannelRefusedError('full', message, Math.min(place.retryAfterMs, ttlMs));
  }
  await store.set(channelKey(id), JSON.stringify(holder), ttlMs);
  if (opener?.facilitator) await store.set(facilitatorOf(opener.client), id, ttlMs);
  remember(id, Date.now(), true, holder);
  return id;
}

/** Whether the channel exists (not expired). Outside input is checked for shape before any lookup. */
export async function channelExists(id: string, now = Date.now()): Promise<boolean> {
  if (!isChannelId(id)) return false;
  const k = known.get(id);
  if (k && now - k.checkedAt < KNOWN_FOR_MS) return true;
  const stored = await stateStore().get(channelKey(id));
  if (stored !== undefined) remember(id, now, false, holderOf(stored));
  else known.delete(id);
  return stored !== undefined;
}

/**
 * Pushes the channel's idle expiry out again, and its places with it (at most once a minute per
 * instance, unless `force`): an exchange or an open observer keeps a channel; nothing else does.
 */
export async function touchChannel(id: string, cfg: AppConfig = config(), now = Date.now(), force = false): Promise<void> {
  const k = known.get(id);
  if (!force && k && now - k.touchedAt < TOUCH_EVERY_MS) return;
  const store = stateStore();
  let holder = k?.holder;
  if (!holder) {
    const stored = await store.get(channelKey(id));
    if (stored === undefined) return; // gone: nothing to keep
    holder = holderOf(stored);
  }
  remember(id, now, true, holder);
  const ttlMs = cfg.observe.idleTtlMs;
  await store.set(channelKey(id), JSON.stringify(holder), ttlMs);
  const pool = poolOf(holder, cfg);
  await store.claim(pool.set, id, { max: pool.max, ttlMs });
  if (holder.client !== undefined) {
    await store.claim(clientChannels(holder.client), id, { max: cfg.observe.channelsPerClient, ttlMs });
    if (holder.facilitator) await store.set(facilitatorOf(holder.client), id, ttlMs);
  }
}
