/**
 * Finding 4's flood, in process: requests recorded by a channel's recorder around a handler the
 * deployment serves (a path it does not have: 404, recorded like any other), each with a 64 KiB body
 * of `\x01` (six bytes each once JSON-escaped) and a 12 KB header.
 */
import type { AppConfig } from '../../../lib/config';
import { channelBasePath } from '../../../lib/observe/channel';
import { handlerFor } from '../../../lib/observe/dispatch';
import { observe } from '../../../lib/observe/record';

export const FLOOD_REQUESTS = 200;

/** A flooder whose every request is recorded: the byte budgets, not the per-participant one, are what stops it. */
export const FLOOD_ENV = { OBSERVE_RECORDS_PER_CLIENT: '100000' } as const;
const BODY = '\x01'.repeat(64 * 1024);
const HEADER = 'h'.repeat(12_000);

/**
 * Sends the flood, then waits until `progress` (something that moves with each publish: the log's
 * length, a count of deliveries) has stood still for 2 s. Publishing is after the response and may
 * fail (observing never fails the observed request), so how many landed is for the caller to measure.
 * All of it comes from one client: `cfg` must let that client record the flood (OBSERVE_RECORDS_PER_CLIENT)
 * when the byte budgets are what is under test.
 */
export async function flood(channel: string, progress: () => Promise<number>, cfg: AppConfig, n = FLOOD_REQUESTS): Promise<void> {
  const path = '/oauth/nothing-here';
  const handler = handlerFor(path, 'POST');
  const url = `http://localhost${channelBasePath(channel)}${path}`;
  for (let i = 0; i < n; i++) {
    const req = new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-pad': HEADER }, body: BODY });
    const res = await observe({ channel, path, url }, req, async (r) => handler(r, channelBasePath(channel)), cfg);
    await res.arrayBuffer();
  }
  let last = await progress();
  let stillSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() - stillSince < 2000 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    const now = await progress();
    if (now !== last) {
      last = now;
      stillSince = Date.now();
    }
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
