/**
 * The playground's controller against this app's real doors, in process: its fetch is pointed at
 * the door handlers instead of the network, so connect, call, answer, cancel and a refusal run
 * exactly as in the browser, with no server to spawn.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openGuard } from '../../lib/auth/guard';
import { createKeyGuard } from '../../lib/auth/resource-server/key-gate';
import { parseConfig } from '../../lib/config';
import { createDoor } from '../../lib/http/door';
import type { CallState } from '../../lib/playground/session';
import { PlaygroundSession } from '../../lib/playground/session';

const ORIGIN = 'http://127.0.0.1:3000';
const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: ORIGIN, MCP_API_KEY: 'a-shared-key-of-24-chars-or-more' });
const environment = () => ({ doors: [] });
const doors: Record<string, ReturnType<typeof createDoor>> = {
  '/api/mcp': createDoor({ guard: openGuard, environment, cfg: () => cfg }),
  '/api/mcp/key': createDoor({ guard: createKeyGuard(() => cfg), environment, cfg: () => cfg }),
};

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const req = new Request(input, init);
    // The wire adds Host; a Request made in process has none, and the doors check it.
    req.headers.set('host', new URL(req.url).host);
    const door = doors[new URL(req.url).pathname];
    return door ? door.handle(req) : new Response('not found', { status: 404 });
  });
});
afterAll(() => vi.unstubAllGlobals());

/** Resolves when the current call reaches a state the test waits for. */
function until(session: PlaygroundSession, done: (c: CallState) => boolean): Promise<CallState> {
  return new Promise((resolve) => {
    const check = () => {
      const c = session.call.get();
      if (c && done(c)) {
        stop();
        resolve(c);
      }
    };
    const stop = session.call.subscribe(check);
    check();
  });
}

describe('PlaygroundSession', () => {
  it.each([
    ['modern', '2026-07-28'],
    ['legacy', '2025-11-25'],
  ] as const)('connects in the %s era and lists the catalog, every exchange on the transcript', async (era, version) => {
    const session = new PlaygroundSession({ door: 'open', era, origin: ORIGIN });
    await session.connect();
    const state = session.connection.get();
    expect(state.status).toBe('connected');
    expect(state.server).toMatchObject({ name: 'prompts-observatory', era, protocolVersion: version, completions: true });
    expect(state.catalog?.tools.map((t) => t.name)).toContain('search_prompts');
    expect(state.catalog?.templates.map((t) => t.uriTemplate)).toContain('prompts://prompt/{id}');
    const methods = session.transcript.getSnapshot().entries.map((e) => e.method);
    expect(methods).toEqual(expect.arrayContaining(['tools/list', 'resources/list', 'prompts/list']));
    await session.disconnect();
  });

  it('runs a tool call to its result', async () => {
    const session = new PlaygroundSession({ door: 'open', era: 'modern', origin: ORIGIN });
    await session.connect();
    await session.run({ kind: 'tool', name: 'get_prompt', args: { id: 'linux-terminal' } });
    expect(session.call.get()).toMatchObject({ status: 'done', result: { structuredContent: { prompt: { id: 'linux-terminal' } } } });
  });

  it('stops on the server’s sampling request, then retries with the person’s answer', async () => {
    const session = new PlaygroundSession({ door: 'open', era: 'modern', origin: ORIGIN });
    await session.connect();
    await session.run({ kind: 'tool', name: 'refine_prompt', args: { id: 'linux-terminal', goal: 'for a beginner' } });
    const asked = session.call.get()!;
    expect(asked).toMatchObject({ status: 'needs-input', round: 1 });
    expect(asked.inputs?.[0]?.method).toBe('sampling/createMessage');
    await session.answer({ [asked.inputs![0]!.key]: { text: 'You are a patient terminal.', model: 'me' } });
    const answered = session.call.get()!;
    expect(answered).toMatchObject({ status: 'done', round: 2 });
    expect(JSON.stringify(answered.result)).toContain('You are a patient terminal.');
  });

  it('cancels a long analysis once it reports progress', async () => {
    const session = new PlaygroundSession({ door: 'open', era: 'modern', origin: ORIGIN });
    await session.connect();
    const running = session.run({ kind: 'tool', name: 'analyze_corpus', args: { query: '*', paceMs: 200 } });
    await until(session, (c) => c.progress !== undefined);
    session.cancel();
    await running;
    expect(session.call.get()?.status).toBe('cancelled');
  });

  it('fails to connect to the key door without a key, keeping the 401 and its challenge', async () => {
    const session = new PlaygroundSession({ door: 'key', era: 'modern', origin: ORIGIN });
    await session.connect();
    const { status, failure } = session.connection.get();
    expect(status).toBe('failed');
    expect(failure).toMatchObject({ status: 401, wwwAuthenticate: expect.stringMatching(/^Bearer/) });
  });
});
