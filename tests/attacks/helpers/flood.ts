/**
 * Finding 4's flood, in process: requests recorded by a channel's recorder around a handler the
 * deployment serves (a path it does not have: 404, recorded like any other), each with a 64 KiB body
 * of `\x01` (six bytes each once JSON-escaped) and a 12 KB header.
 */
import { channelBasePath, channelTopic } from '../../../lib/observe/channel';
import { handlerFor } from '../../../lib/observe/dispatch';
import { observe } from '../../../lib/observe/record';
import type { StateStore } from '../../../lib/state';

export const FLOOD_REQUESTS = 200;
const BODY = '\x01'.repeat(64 * 1024);
const HEADER = 'h'.repeat(12_000);

/**
 * Sends the flood and resolves with how many exchanges were published to the channel's observers:
 * all of them, or as many as arrived before publishing went quiet for 2 s (a publish that fails is
 * dropped, as it is meant to be: observing never fails the observed request).
 */
export async function flood(store: StateStore, channel: string, n = FLOOD_REQUESTS): Promise<number> {
  let published = 0;
  let lastAt = Date.now();
  const off = await store.subscribe(channelTopic(channel), () => {
    published++;
    lastAt = Date.now();
  });
  try {
    const path = '/oauth/nothing-here';
    const handler = handlerFor(path, 'POST');
    const url = `http://localhost${channelBasePath(channel)}${path}`;
    for (let i = 0; i < n; i++) {
      const req = new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-pad': HEADER }, body: BODY });
      const res = await observe({ channel, path, url }, req, async (r) => handler(r, channelBasePath(channel)));
      await res.arrayBuffer();
    }
    lastAt = Date.now();
    const deadline = Date.now() + 60_000;
    while (published < n && Date.now() - lastAt < 2000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return published;
  } finally {
    await off();
  }
}

/** Reads an observer's feed until it has carried `count` exchanges (or ended); returns what it carried. */
export async function readExchanges(stream: ReadableStream<Uint8Array>, count: number): Promise<{ exchanges: number; bytes: number; ended: boolean }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let exchanges = 0;
  let bytes = 0;
  let tail = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { exchanges, bytes, ended: true };
    bytes += value.byteLength;
    const text = tail + decoder.decode(value, { stream: true });
    exchanges += text.split('event: exchange\n').length - 1;
    tail = text.slice(-15); // shorter than the marker: a match is never counted twice
    if (exchanges >= count) {
      await reader.cancel();
      return { exchanges, bytes, ended: false };
    }
  }
}
