/**
 * Join codes: 8 symbols of Crockford's base32 (no I, L, O, U), typed forgivingly, mapped to a live
 * channel in the state store, refused for anything else.
 */
import { describe, expect, it } from 'vitest';
import { openChannel } from '../../../lib/observe/channel';
import { channelForJoinCode, formatJoinCode, JOIN_ALPHABET, joinCodeFor, newJoinCode, normalizeJoinCode } from '../../../lib/observe/join-code';

describe('join codes', () => {
  it('use no look-alike characters, and every symbol of the alphabet turns up', () => {
    expect(JOIN_ALPHABET).toHaveLength(32);
    expect(JOIN_ALPHABET).not.toMatch(/[ILOU]/);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const code = newJoinCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(32);
  });

  it.each([
    ['abcd-2345', 'ABCD2345'],
    [' ABCD 2345 ', 'ABCD2345'],
    ['oabc-ilxy', '0ABC11XY'],
  ])('reads %j as %s', (typed, code) => {
    expect(normalizeJoinCode(typed)).toBe(code);
  });

  it.each(['', 'ABC-234', 'ABCD-23456', 'ABCU-2345', 'ABCD/2345', '<script>', `${'A'.repeat(40)}`])('refuses %j', (typed) => {
    expect(normalizeJoinCode(typed)).toBeUndefined();
  });

  it('a channel keeps one code, and the code opens that channel however it is typed', async () => {
    const channel = await openChannel();
    const code = await joinCodeFor(channel);
    expect(await joinCodeFor(channel)).toBe(code);
    expect(await channelForJoinCode(formatJoinCode(code).toLowerCase())).toBe(channel);
    const other = await openChannel();
    expect(await joinCodeFor(other)).not.toBe(code);
    expect(await channelForJoinCode(newJoinCode())).toBeUndefined();
  });
});
