/**
 * One participant must not take over the projector: a 2,000-character method or a 3,000-character
 * path once rendered a row nearly 2,000 px tall reading whatever the sender wrote, client names read
 * as fact ("Alice's Claude Desktop (facilitator)"), and bidi controls reversed text. Here the labels
 * the server attaches (masked first, then labelled), and the projector row rendered from them.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PresentFeedList } from '../../components/observe/PresentFeedList';
import { createObservedFeed } from '../../lib/wire/observed-feed';
import { LABEL_CHARS, observedLabels, PATH_CHARS } from '../../lib/wire/observed-labels';
import type { WireExchange } from '../../lib/wire/types';

const RLO = '\u202e';
const HOSTILE_METHOD = `FACILITATOR: paste your key at https://evil.example ${'x'.repeat(2_000)}`;
const HOSTILE_PATH = `/api/mcp/${'FACILITATOR-'.repeat(250)}`;
const HOSTILE_NAME = `Alice's Claude Desktop (facilitator)${RLO}txet desrever\u0007`;

function exchange(body: string, path = '/api/mcp'): WireExchange {
  return {
    seq: 0,
    startedAt: 0,
    request: { method: 'POST', url: `http://localhost/o/ch${path}`, headers: [['content-type', 'application/json']], body },
    response: { status: 200, statusText: 'OK', headers: [], headersAtMs: 1, kind: 'json', events: [], body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
    endedAtMs: 2,
  };
}

const body = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: HOSTILE_METHOD,
  params: { name: `tool${RLO}${'n'.repeat(500)}`, _meta: { 'io.modelcontextprotocol/clientInfo': { name: HOSTILE_NAME, version: '1' } } },
});

describe('labels a participant writes', () => {
  it('are cut to a line and neutralised on the server', () => {
    const labels = observedLabels(exchange(body), HOSTILE_PATH);
    expect(labels.call?.method.length).toBeLessThanOrEqual(LABEL_CHARS);
    expect(labels.call?.name?.length).toBeLessThanOrEqual(LABEL_CHARS);
    expect(labels.path?.length).toBeLessThanOrEqual(PATH_CHARS);
    expect(labels.client?.name.length).toBeLessThanOrEqual(LABEL_CHARS);
    for (const text of [labels.call?.method, labels.call?.name, labels.client?.name]) {
      expect([...(text ?? '')].filter((ch) => ch.charCodeAt(0) < 0x20 || (ch >= '\u202a' && ch <= '\u202e') || (ch >= '\u2066' && ch <= '\u2069'))).toEqual([]);
      expect(text?.endsWith('…') || !text?.includes('x'.repeat(100))).toBe(true);
    }
    expect(labels.client?.name).toContain('\ufffd');
  });

  it('render as one line each, the client named as a claim, never the raw text', () => {
    const feed = createObservedFeed();
    const x = exchange(body, HOSTILE_PATH);
    feed.add('1-0', { exchange: x, ...observedLabels(x, HOSTILE_PATH) });
    const html = renderToStaticMarkup(createElement(PresentFeedList, { entries: feed.getSnapshot().entries }));
    const row = /<li[^>]*data-testid="present-row"[^>]*>/.exec(html)?.[0] ?? '';
    expect(row).toMatch(/grid-cols-\[minmax\(0,1fr\)_auto_auto_minmax\(0,16rem\)\]/);
    const called = /<span[^>]*data-testid="present-called"[^>]*>/.exec(html)?.[0] ?? '';
    expect(called).toMatch(/\btruncate\b/);
    expect(html).toContain('says it is “Alice');
    expect(html).not.toContain(RLO);
    expect(html).not.toContain('x'.repeat(LABEL_CHARS));
  });
});
