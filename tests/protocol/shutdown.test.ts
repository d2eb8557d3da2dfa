/**
 * A stopping `npm start` lets its clients go: on SIGTERM, with a kept-alive client, a request in flight
 * and an observer's feed open, it exits well within 10 s (a platform's kill timeout), the request in
 * flight gets its whole answer with `Connection: close`, the feed ends as a stream ends (its observer
 * reconnects, elsewhere), and the idle kept-alive connection is closed rather than served on. (`next
 * start` served kept-alive connections on and lived as long as a feed stayed open.)
 */
import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { DOOR } from '../../lib/vocabulary';
import { loopbackRequest } from '../helpers/loopback-http';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { modernInit } from '../helpers/raw-request';

let server: RunningServer | undefined;
afterAll(async () => server?.stop());

/** A paced demo over the 214 structured prompts: five chunks, about a second of waiting. */
const paced = (progressToken?: string) => {
  const init = modernInit('tools/call', { name: 'analyze_corpus', arguments: { query: '*', kind: 'structured', paceMs: 200 } });
  const body = JSON.parse(init.body as string);
  if (progressToken) body.params._meta = { ...body.params._meta, progressToken };
  return { method: 'POST', headers: init.headers as Record<string, string>, body: JSON.stringify(body) };
};

describe('SIGTERM on npm start', () => {
  it('exits within 10 s, answering what is in flight and ending the feed, with kept-alive clients connected', { timeout: 90_000 }, async () => {
    const s = await startNextServer();
    server = s;
    const exited = new Promise<number>((ok) => s.process.once('exit', () => ok(performance.now())));

    // An observer's feed, open.
    const opened = await fetch(`${s.url}/observe`, { redirect: 'manual' });
    const channelPath = new URL(opened.headers.get('location')!, s.url).pathname;
    const feed = await fetch(`${s.url}${channelPath}/events`);
    expect(feed.headers.get('content-type')).toMatch(/text\/event-stream/);
    const feedReader = feed.body!.getReader();
    await feedReader.read(); // the first bytes: the stream is open

    // A kept-alive client: one connection, idle after its first answer, then a paced call in flight on it.
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const idleSocketClosed = new Promise<void>((ok) => keptAlive.on('free', (socket) => socket.once('close', () => ok())));
    expect((await loopbackRequest(`${s.url}/api/health`, { agent: keptAlive })).status).toBe(200);
    const inFlight = loopbackRequest(`${s.url}${DOOR.open.path}`, { ...paced(), agent: keptAlive });
    // A second call whose progress proves the server is mid-analysis before the signal.
    const streaming = await fetch(`${s.url}${DOOR.open.path}`, paced('watch'));
    const streamingReader = streaming.body!.getReader();
    expect(new TextDecoder().decode((await streamingReader.read()).value)).toMatch(/notifications\/progress/);

    const signalled = performance.now();
    s.process.kill('SIGTERM');

    // The feed ends as a stream ends (done), not with an error.
    for (let chunk = await feedReader.read(); !chunk.done; chunk = await feedReader.read()) {
      /* the rest of the feed */
    }
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.headers.connection).toBe('close');
    expect(JSON.parse(answered.body).result.structuredContent).toMatchObject({ stoppedEarly: false, analyzed: 214 });
    let rest = '';
    for (let chunk = await streamingReader.read(); !chunk.done; chunk = await streamingReader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toMatch(/"stoppedEarly":false/);
    await idleSocketClosed;
    const exitAt = await exited;
    expect(exitAt - signalled).toBeLessThan(10_000);
    expect(s.output()).toMatch(/SIGTERM: no new connections/);
    keptAlive.destroy();
  });
});
