/** The recording fetch keeps at most MAX_RECORDED_BODY bytes of a whole body; the client still gets all of it. */
import { describe, expect, it } from 'vitest';
import { createRecordingFetch, MAX_RECORDED_BODY } from '../../../lib/wire/recording-fetch';

/** A body sent in 16 KiB chunks. */
function chunked(text: string) {
  const bytes = new TextEncoder().encode(text);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const at = pulled * 16_384;
      if (at >= bytes.byteLength) return controller.close();
      pulled++;
      controller.enqueue(bytes.subarray(at, at + 16_384));
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

async function record(text: string) {
  const bodies: { body: string; truncated: boolean }[] = [];
  const recording = createRecordingFetch(
    (e) => {
      if (e.type === 'body') bodies.push({ body: e.body, truncated: e.truncated });
    },
    { fetch: async () => chunked(text) },
  );
  const res = await recording('http://localhost/api/mcp');
  return { recorded: bodies[0]!, received: await res.text() };
}

describe('a whole body through the recording fetch', () => {
  it('within the bound: recorded whole', async () => {
    const text = `"${'é'.repeat(1_000)}"`;
    const { recorded, received } = await record(text);
    expect(received).toBe(text);
    expect(recorded).toEqual({ body: text, truncated: false });
  });

  it('past the bound: its first MAX_RECORDED_BODY bytes recorded, no character cut in half, the client gets all of it', async () => {
    // two-byte characters, so the bound falls inside one when the opening quote shifts it by a byte
    const text = `"${'é'.repeat(MAX_RECORDED_BODY)}"`;
    const { recorded, received } = await record(text);
    expect(received).toBe(text);
    expect(recorded.truncated).toBe(true);
    expect(text.startsWith(recorded.body)).toBe(true);
    expect(new TextEncoder().encode(recorded.body).byteLength).toBe(MAX_RECORDED_BODY - 1);
  });
});
