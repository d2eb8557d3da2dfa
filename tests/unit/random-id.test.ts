/** Trace and span ids from the non-exporting tracer: W3C-valid even when the random source is not. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tracer } from '../../lib/telemetry/tracer';

afterEach(() => vi.restoreAllMocks());

const ids = () => tracer().startSpan('test', { root: true }).spanContext();

describe('the non-exporting tracer’s ids', () => {
  it('are lowercase hex of the W3C lengths, new each time', () => {
    const { traceId, spanId } = ids();
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(Array.from({ length: 100 }, () => ids().spanId)).size).toBe(100);
  });

  it('are never all zeros, the W3C invalid id, even when every draw is 0', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(ids()).toMatchObject({ traceId: `${'0'.repeat(31)}1`, spanId: `${'0'.repeat(15)}1` });
  });
});
