/** Cursors are opaque, carry their offset, and refuse to be replayed against another query. */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../lib/mcp/cursor';

describe('pagination cursors', () => {
  it('round-trip their offset for the same scope', () => {
    expect(decodeCursor(encodeCursor(30, { q: 'a' }), { q: 'a' })).toBe(30);
  });
  it('refuse another scope, garbage and negative offsets', () => {
    expect(decodeCursor(encodeCursor(30, { q: 'a' }), { q: 'b' })).toBeUndefined();
    expect(decodeCursor('not-a-cursor', { q: 'a' })).toBeUndefined();
    expect(decodeCursor(Buffer.from('-5:xxxxxxxx').toString('base64url'), { q: 'a' })).toBeUndefined();
  });
});
