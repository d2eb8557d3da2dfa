/**
 * Logging that a client asked for, received by real clients: notifications/message from
 * analyze_corpus's phases and refine_prompt's decisions, at or above the requested level.
 * 2026-07-28 asks per request (`_meta["io.modelcontextprotocol/logLevel"]`); a 2025-era stdio client
 * with logging/setLevel; a 2025-era client over stateless HTTP cannot carry a setLevel into a later
 * request, so it gets none, unless the request itself carries the level (docs/server.md says so).
 */
import type { Client } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectLegacy, connectModern } from '../helpers/clients';

const baseUrl = inject('baseUrl');
const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
});

type Logged = { level: string; logger?: string; data: unknown };

async function modernWithLog(): Promise<{ client: Client; logged: Logged[] }> {
  const client = await connectModern(baseUrl);
  closers.push(() => client.close());
  const logged: Logged[] = [];
  client.setNotificationHandler('notifications/message', (n) => {
    logged.push(n.params as Logged);
  });
  return { client, logged };
}

describe('notifications/message, when the client asked', () => {
  it('2026-07-28: a request carrying a log level gets analyze_corpus phases at and above it, in order, before the result', async () => {
    const { client, logged } = await modernWithLog();
    const res = await client.callTool({ name: 'analyze_corpus', arguments: { query: 'code review' }, _meta: { [LOG_LEVEL]: 'info' } });
    expect(res.isError).toBeFalsy();
    const texts = logged.map((l) => `${l.level} ${l.data}`);
    expect(texts[0]).toMatch(/^info analyze_corpus: collecting prompts matching "code review"/);
    expect(texts.at(-1)).toMatch(/^info analyze_corpus: finished \d+ of \d+ prompts/);
    expect(logged.every((l) => l.level !== 'debug' && l.logger === 'prompts-observatory')).toBe(true);

    logged.length = 0;
    await client.callTool({ name: 'analyze_corpus', arguments: { query: '*' }, _meta: { [LOG_LEVEL]: 'debug' } });
    expect(logged.filter((l) => l.level === 'debug').map((l) => l.data)).toContain('analyze_corpus: analysed 1381 of 1381 prompts');
  });

  it('2026-07-28: without a log level in the request, nothing is logged', async () => {
    const { client, logged } = await modernWithLog();
    await client.callTool({ name: 'analyze_corpus', arguments: { query: 'code review' } });
    await client.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'shorter' } });
    expect(logged).toEqual([]);
  });

  it('2026-07-28: refine_prompt says why it answers with a draft (notice), for a client that asked', async () => {
    const { client, logged } = await modernWithLog();
    await client.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'shorter' }, _meta: { [LOG_LEVEL]: 'notice' } });
    expect(logged).toEqual([
      { level: 'notice', logger: 'prompts-observatory', data: expect.stringMatching(/draft: The client did not declare the sampling capability/) },
    ]);
  });

  it('2025-era over stdio: logging/setLevel holds for the connection', async () => {
    const root = resolve(import.meta.dirname, '..', '..');
    const client = new LegacyClient({ name: 'observatory-tests-v1', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [resolve(root, 'bin', 'prompts-observatory-stdio.mjs')], cwd: root, stderr: 'pipe' }),
    );
    closers.push(() => client.close());
    const logged: Logged[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      logged.push(n.params as Logged);
    });
    await client.callTool({ name: 'analyze_corpus', arguments: { query: 'code review' } });
    expect(logged).toEqual([]); // not asked yet
    await client.setLoggingLevel('info');
    await client.callTool({ name: 'analyze_corpus', arguments: { query: 'code review' } });
    expect(logged.map((l) => l.level)).toEqual(['info', 'info']);
  });

  it('2025-era over stateless HTTP: logging/setLevel is acknowledged, but the next request meets a fresh server and gets no log', async () => {
    const client = await connectLegacy(baseUrl);
    closers.push(() => client.close());
    const logged: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      logged.push(n.params);
    });
    await expect(client.setLoggingLevel('debug')).resolves.toBeDefined();
    await client.callTool({ name: 'analyze_corpus', arguments: { query: 'code review' } });
    expect(logged).toEqual([]);
    // What works instead: the level carried by the request itself, as 2026-07-28 does it.
    await client.callTool({ name: 'analyze_corpus', arguments: { query: 'code review' }, _meta: { [LOG_LEVEL]: 'info' } });
    expect(logged.map((l) => (l as Logged).level)).toEqual(['info', 'info']);
  });
});
