/**
 * Findings 11, 13 and 14 (issue 19), in process through the SDK's HTTP handler:
 * - a task's failure to reach Redis told an anonymous caller REDIS_URL's host and port; now the caller
 *   gets a generic message with a reference, the details only in the server log;
 * - refine_prompt tasks parked on input were uncapped; now past the cap the call is a clear tool error;
 * - every demo-issuer user was one principal (same `sub`), so client B could read and cancel client
 *   A's task; now the token's client id is part of the principal.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mintAccessToken } from '../../lib/auth/authorization-server/access-token';
import { DEMO_SUBJECT } from '../../lib/auth/authorization-server/decision';
import { signingKey } from '../../lib/auth/authorization-server/keys';
import { verifyAccessToken } from '../../lib/auth/resource-server/verify-token';
import { createRedisStore } from '../../lib/state/redis-store';
import { freePort } from '../helpers/next-server';
import { inProcessServer, textOf } from './in-process';

const ORIGIN = 'http://localhost:3999';
const ISSUER = `${ORIGIN}/oauth`;
const AUDIENCE = `${ORIGIN}/api/mcp/oauth`;
const SECRET = 'attack-tests-secret-0123456789abcdefghijklmnop';

/** What the OAuth door's guard admits for a demo-issuer token minted to this client. */
async function demoCaller(clientId: string) {
  const token = await mintAccessToken(SECRET, { issuer: ISSUER, subject: DEMO_SUBJECT, audience: AUDIENCE, scope: 'prompts:read', clientId, ttlS: 600 });
  const { publicJwk } = await signingKey(SECRET);
  const { importJWK } = await import('jose');
  const key = await importJWK(publicJwk, 'EdDSA');
  return verifyAccessToken(token, { issuer: ISSUER, keys: async () => key, audience: AUDIENCE, algorithms: ['EdDSA'], requireAtJwt: true, clockToleranceS: 5 });
}

const refine = { name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a junior developer, shorter' } };
const withSampling = { tasks: true, capabilities: { sampling: {} } };

describe('task principals on the demo issuer', () => {
  it('client B, with the same demo user, can neither read nor cancel client A’s task', async () => {
    const s = inProcessServer();
    const [a, b] = [await demoCaller('client-a'), await demoCaller('client-b')];
    expect(a.extra?.sub).toBe(b.extra?.sub); // one demo user for everyone: the client is what differs
    const made = await s.rpc('tools/call', refine, { ...withSampling, authInfo: a });
    expect(made.result).toMatchObject({ resultType: 'task', status: 'input_required' });
    const taskId = made.result!.taskId as string;

    const read = await s.rpc('tasks/get', { taskId }, { tasks: true, authInfo: b });
    expect(read.error?.message).toMatch(/not found/i);
    const cancel = await s.rpc('tasks/cancel', { taskId }, { tasks: true, authInfo: b });
    expect(cancel.error?.message).toMatch(/not found/i);

    const own = await s.rpc('tasks/get', { taskId }, { tasks: true, authInfo: a });
    expect(own.result?.status).toBe('input_required');
  });
});

describe('parked refine_prompt tasks', () => {
  it('are capped per caller: past the cap the call is a tool error saying what to do, and a new registration is no new quota', async () => {
    const s = inProcessServer({ taskLimits: { parkedPerPrincipal: 3 }, callerKey: (req) => req?.headers.get('x-test-caller') ?? 'nobody' });
    const caller = await demoCaller('client-parker');
    const here = { ...withSampling, headers: { 'x-test-caller': 'laptop-1' } };
    for (let i = 0; i < 3; i++) {
      const made = await s.rpc('tools/call', refine, { ...here, authInfo: caller });
      expect(made.result?.resultType).toBe('task');
    }
    const past = await s.rpc('tools/call', refine, { ...here, authInfo: caller });
    expect(past.result?.isError).toBe(true);
    expect(textOf(past.result)).toMatch(/Too many refine_prompt tasks waiting for input: you have started 3/);
    expect(textOf(past.result)).toMatch(/tasks\/cancel|retry after \d+ s/);
    // The same caller with a freshly registered client: the same budget.
    const registered = await s.rpc('tools/call', refine, { ...here, authInfo: await demoCaller('client-fresh-registration') });
    expect(textOf(registered.result)).toMatch(/Too many refine_prompt tasks/);
    // Another caller is not held back by this one's tasks.
    const other = await s.rpc('tools/call', refine, { ...withSampling, headers: { 'x-test-caller': 'laptop-2' }, authInfo: await demoCaller('client-other') });
    expect(other.result?.resultType).toBe('task');
  });

  it('are capped per instance, whoever parks them', async () => {
    const s = inProcessServer({ taskLimits: { parkedPerInstance: 2 } });
    for (const client of ['one', 'two'])
      expect((await s.rpc('tools/call', refine, { ...withSampling, authInfo: await demoCaller(client) })).result?.resultType).toBe('task');
    const past = await s.rpc('tools/call', refine, { ...withSampling, authInfo: await demoCaller('three') });
    expect(textOf(past.result)).toMatch(/this server has started 2/);
  });
});

describe('a task store that cannot reach Redis', () => {
  const stores: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close().catch(() => undefined)));
  });

  it('tells the caller only that the store is unavailable, with a reference: never REDIS_URL’s host or port', async () => {
    const port = await freePort(); // nothing listens there
    const state = createRedisStore({ url: `redis://127.0.0.1:${port}`, timeoutMs: 300, log: () => undefined });
    stores.push(state);
    const s = inProcessServer({ state });
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args.map(String).join(' ')));
    try {
      const call = await s.callTool('analyze_corpus', { query: '*' }, { tasks: true });
      const get = await s.rpc('tasks/get', { taskId: 'a'.repeat(32) }, { tasks: true });
      for (const answer of [call, get]) {
        const said = JSON.stringify(answer);
        expect(said).not.toContain('127.0.0.1');
        expect(said).not.toContain(String(port));
        expect(said).not.toMatch(/redis/i);
        expect(answer.error?.message ?? textOf(answer.result)).toMatch(/unavailable.*reference [0-9a-f]{8}/);
      }
      // The operator's log has what happened, under the same reference.
      const ref = /reference ([0-9a-f]{8})/.exec(call.error?.message ?? '')?.[1];
      expect(logged.some((l) => l.includes(`ref ${ref}`) && l.includes(String(port)))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
