/**
 * `npm start` tells participants apart by what they cannot write: thirty loopback addresses are thirty
 * budgets, each refusal names the caller's own address, and a forged X-Forwarded-For (or Forwarded,
 * X-Real-IP) neither moves a caller to a fresh budget nor spends someone else's. (A bare `next start`
 * gave the whole room one budget and, with TRUST_PROXY, let the header choose it.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackRequest } from '../helpers/loopback-http';
import { type RunningServer, startNextServer } from '../helpers/next-server';

const PER_PARTICIPANT = 2;
let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'participants-secret-0123456789abcdefghijklmnop', RATE_LIMIT_REGISTER: String(PER_PARTICIPANT) });
});
afterAll(async () => server?.stop());

const register = (localAddress: string, headers: Record<string, string> = {}) =>
  loopbackRequest(`${server.url}/oauth/register`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ redirect_uris: ['https://participant.test/callback'] }),
  });
const address = (i: number) => `127.0.0.${10 + i}`;

describe('participants on npm start', () => {
  it('thirty addresses are thirty budgets, and each refusal names the caller’s own address', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const answers = [];
        for (let n = 0; n <= PER_PARTICIPANT; n++) answers.push(await register(address(i)));
        return answers;
      }),
    );
    for (const [i, answers] of statuses.entries()) {
      expect(answers.map((a) => a.status)).toEqual([...Array(PER_PARTICIPANT).fill(201), 429]);
      const refusal = JSON.parse(answers[PER_PARTICIPANT]!.body) as { error_description: string };
      expect(refusal.error_description).toContain(`Your address ${address(i)} has made its ${PER_PARTICIPANT} client registrations`);
      expect(refusal.error_description).toContain('RATE_LIMIT_REGISTER');
    }
  });

  it('a forged forwarding header changes nobody’s budget', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.250', forwarded: 'for=127.0.0.251', 'x-real-ip': '127.0.0.252' };
    // An address whose budget is spent stays refused, whatever it claims to be...
    const spent = await register(address(0), forged);
    expect(spent.status).toBe(429);
    expect(spent.body).toContain(`Your address ${address(0)} `);
    // ...and a fresh address that claims a spent one still has its own budget.
    const fresh = await register('127.0.0.200', { 'x-forwarded-for': address(1) });
    expect(fresh.status).toBe(201);
  });
});
