/**
 * Observation channels: an unguessable id (144 random bits) whose existence and idle expiry live in
 * the state store, so any instance can serve a channel's doors and any other its observers.
 * A channel is `<origin>/o/<id>` (OBSERVE_PREFIX): everything under it is the deployment itself, recorded.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { type AppConfig, config } from '../config';
import { stateStore } from '../state';
import { OBSERVE_CHANNEL_PREFIX } from '../vocabulary';

/** 18 random bytes as base64url: 24 characters, 144 bits. */
const CHANNEL_ID = /^[A-Za-z0-9_-]{24}$/;

export const OBSERVE_PREFIX = OBSERVE_CHANNEL_PREFIX;

export function isChannelId(id: string): boolean {
  return CHANNEL_ID.test(id);
}

export function newChannelId(): string {
  return randomBytes(18).toString('base64url');
}

/** The channel's prefix of the configured origin: its doors, metadata and issuer live under it. */
export function channelBasePath(id: string): string {
  return `${OBSERVE_PREFIX}${id}`;
}

const channelKey = (id: string) => `observe:ch:${id}`;
export const channelLog = (id: string) => `observe:log:${id}`;
export const channelTopic = (id: string) => `observe:feed:${id}`;

/**
 * Per instance: channels known to exist and when this instance last refreshed their expiry, so a busy
 * channel costs one store round trip a minute instead of one per request. Bounded.
 */
const known = new Map<string, { checkedAt: number; touchedAt: number }>();
const KNOWN_FOR_MS = 30_000;
const TOUCH_EVERY_MS = 60_000;
const KNOWN_MAX = 2_000;

function remember(id: string, now: number, touched: boolean): void {
  const prev = known.get(id);
  if (!prev && known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(id, { checkedAt: now, touchedAt: touched ? now : (prev?.touchedAt ?? 0) });
}

/** The deployment's live channels: a capped set, each place renewed with the channel's expiry. */
const LIVE_CHANNELS = 'observe:channels';

/** Every place is taken (OBSERVE_MAX_CHANNELS): a new channel can be opened once one expires. */
export class ChannelsFullError extends Error {
  override readonly name = 'ChannelsFullError';
  constructor(
    readonly max: number,
    readonly retryAfterMs: number,
  ) {
    super(`All ${max} observation channels this deployment keeps are in use.`);
  }
}

export async function openChannel(cfg: AppConfig = config()): Promise<string> {
  const id = newChannelId();
  const { maxChannels: max, idleTtlMs: ttlMs } = cfg.observe;
  const place = await stateStore().claim(LIVE_CHANNELS, id, { max, ttlMs });
  if (!place.ok) throw new ChannelsFullError(max, place.retryAfterMs);
  await stateStore().set(channelKey(id), String(Date.now()), ttlMs);
  remember(id, Date.now(), true);
  return id;
}

/** Whether the channel exists (not expired). Outside input is checked for shape before any lookup. */
export async function channelExists(id: string, now = Date.now()): Promise<boolean> {
  if (!isChannelId(id)) return false;
  const k = known.get(id);
  if (k && now - k.checkedAt < KNOWN_FOR_MS) return true;
  const found = (await stateStore().get(channelKey(id))) !== undefined;
  if (found) remember(id, now, false);
  else known.delete(id);
  return found;
}

/** Pushes the channel's idle expiry out again (at most once a minute per instance). */
export async function touchChannel(id: string, cfg: AppConfig = config(), now = Date.now()): Promise<void> {
  const k = known.get(id);
  if (k && now - k.touchedAt < TOUCH_EVERY_MS) return;
  remember(id, now, true);
  await stateStore().set(channelKey(id), String(now), cfg.observe.idleTtlMs);
  // Its place among the live channels lapses with it (a channel's place is always renewed).
  await stateStore().claim(LIVE_CHANNELS, id, { max: cfg.observe.maxChannels, ttlMs: cfg.observe.idleTtlMs });
}
