/**
 * Short join codes for observation channels: what a room types from a projector (`ABCD-2345`), mapped
 * to the channel in the state store for as long as the channel lives.
 *
 * Crockford's base32 alphabet (no I, L, O or U: nothing to mistake for 1, 0 or V); typing is forgiving
 * the way Crockford's decoding is (lower case, O for 0, I or L for 1, dashes and spaces ignored).
 * 8 symbols are 40 bits: with 1,000 channels alive, one guess finds one with odds of about 1 in 10^9,
 * and lookups are rate-limited per client (RATE_LIMIT_OBSERVE_JOIN), so guessing one takes years, and a
 * hit shows only a channel's masked traffic. The 144-bit channel id stays the real capability.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { type AppConfig, config } from '../config';
import { stateStore } from '../state';
import { channelExists, isChannelId } from './channel';

export const JOIN_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const JOIN_CODE_LENGTH = 8;
/** Longer input is refused before any work: a code is 8 symbols and a dash. */
const INPUT_MAX = 32;

const joinKey = (code: string) => `observe:join:${code}`;
const codeOfKey = (channel: string) => `observe:join-of:${channel}`;

/** `ABCD2345` → `ABCD-2345`. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A fresh code: 8 symbols, each 5 random bits (32 divides 256, so no symbol is likelier). */
export function newJoinCode(): string {
  return [...randomBytes(JOIN_CODE_LENGTH)].map((b) => JOIN_ALPHABET[b & 31]).join('');
}

/** What was typed, as a code (upper case, look-alikes read as Crockford says), or undefined if it cannot be one. */
export function normalizeJoinCode(input: string): string | undefined {
  if (input.length > INPUT_MAX) return undefined;
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== JOIN_CODE_LENGTH) return undefined;
  for (const c of code) if (!JOIN_ALPHABET.includes(c)) return undefined;
  return code;
}

/**
 * The channel's code, minted on first ask. Each ask pushes both mappings' expiry out to the channel's
 * idle TTL, so a code lives while its page is being shown or joined.
 */
export async function joinCodeFor(channel: string, cfg: AppConfig = config()): Promise<string> {
  if (!isChannelId(channel)) throw new Error('not a channel id');
  const store = stateStore();
  const ttl = cfg.observe.idleTtlMs;
  const known = await store.get(codeOfKey(channel));
  if (known && (await store.get(joinKey(known))) === channel) {
    await Promise.all([store.set(codeOfKey(channel), known, ttl), store.set(joinKey(known), channel, ttl)]);
    return known;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newJoinCode();
    // A code another channel holds (odds of 1 in 10^9) is never taken over.
    if (!(await store.setIfAbsent(joinKey(code), channel, ttl))) continue;
    await store.set(codeOfKey(channel), code, ttl);
    return code;
  }
  throw new Error('no free join code after 5 attempts');
}

/** The channel a typed code opens, if it is one and the channel is alive. */
export async function channelForJoinCode(input: string, cfg: AppConfig = config()): Promise<string | undefined> {
  const code = normalizeJoinCode(input);
  if (!code) return undefined;
  const store = stateStore();
  const channel = await store.get(joinKey(code));
  if (!channel || !(await channelExists(channel))) return undefined;
  await store.set(joinKey(code), channel, cfg.observe.idleTtlMs);
  return channel;
}
