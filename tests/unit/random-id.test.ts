/** Trace and span ids from the non-exporting tracer: W3C-valid even when the random source is not. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from '../../lib/telemetry/random-id';

afterEach(() => vi.restoreAllMocks());

describe('randomId', () => {
  it('makes lowercase hex of the W3C lengths, a new one each time', () => {
    expect(randomId(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId(8)).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(Array.from({ length: 100 }, () => randomId(8))).size).toBe(100);
  });

  it('is never all zeros, the W3C invalid id, even when every draw is 0', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(randomId(16)).toBe(`${'0'.repeat(31)}1`);
    expect(randomId(8)).toBe(`${'0'.repeat(15)}1`);
  });
});
