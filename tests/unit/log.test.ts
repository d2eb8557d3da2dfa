/** A log line a caller can trigger is written at most once a minute, then with a count of what was held back. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logThrottled } from '../../lib/log';

afterEach(() => vi.restoreAllMocks());

describe('logThrottled', () => {
  it('writes a repeated line once per minute and says how many copies it held back', () => {
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void written.push(line));
    const t0 = 1_000_000;
    for (let i = 0; i < 50; i++) logThrottled('[auth] keys unavailable:', 'ECONNREFUSED', t0 + i * 100);
    logThrottled('[auth] another line', undefined, t0 + 200);
    expect(written).toEqual(['[auth] keys unavailable: ECONNREFUSED', '[auth] another line']);
    logThrottled('[auth] keys unavailable:', 'ECONNREFUSED', t0 + 61_000);
    expect(written.at(-1)).toBe('[auth] keys unavailable: ECONNREFUSED (and 49 identical lines held back in the last minute)');
  });
});
