/**
 * One route table: each path a channel mirrors has its `app/…/route.ts`, which exports exactly the
 * methods its table entry answers (nothing served by the deployment but not by a channel, or the other
 * way round), and a channel's copy of a path answers a method as Next.js answers it there.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerFor } from '../../../lib/observe/dispatch';
import { allowed, ROUTES } from '../../../lib/routes';
import { DOORS_BELOW_OPEN, nextDoorsBelow } from '../../../lib/routes/doors';
import { DOOR, DOORS } from '../../../lib/vocabulary';

/** A door below the open door's path is served by the one catch-all; every other route by its own file. */
const DOORS_CATCH_ALL = 'app/api/mcp/[...door]/route.ts';
const routeFile = (r: (typeof ROUTES)[number]) =>
  DOORS_BELOW_OPEN.some((d) => d.path === r.path) ? DOORS_CATCH_ALL : `app${r.path}${r.prefix ? '/[...path]' : ''}/route.ts`;
const HANDLER_EXPORTS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe('the route table', () => {
  it('has a route per door of the vocabulary, at its path', () => {
    for (const d of DOORS) expect(ROUTES.map((r) => r.path)).toContain(d.path);
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s: its route file exports exactly the methods of its entry', async (_path, route) => {
    const file = routeFile(route);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const mod = (await import(`../../../${file}`)) as Record<string, unknown>;
    const exported = Object.keys(mod).filter((k) => HANDLER_EXPORTS.includes(k));
    expect(exported.sort()).toEqual(Object.keys(route.methods).sort());
    for (const k of exported) expect(typeof mod[k]).toBe('function');
  });

  it("the doors' catch-all hands each door below the open door's path to that door, and answers 404 elsewhere there", async () => {
    expect(DOORS_BELOW_OPEN.map((d) => d.id)).toEqual(expect.arrayContaining(['key', 'oauth']));
    const methods = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    // Stand-in doors that say who answered: what the catch-all dispatches, not what a door does (the protocol tests' part).
    const said = (id: string, m: string) => async () => new Response(`${id} ${m}`);
    const routes = Object.fromEntries(DOORS.map((d) => [d.id, { path: d.path, methods: Object.fromEntries(methods.map((m) => [m, said(d.id, m)])) }]));
    const served = nextDoorsBelow(routes as unknown as Parameters<typeof nextDoorsBelow>[0]);
    for (const d of DOORS_BELOW_OPEN) {
      for (const m of methods) expect(await (await served[m](new Request(`http://127.0.0.1:3000${d.path}`, { method: m }))).text()).toBe(`${d.id} ${m}`);
    }
    const nowhere = await served.POST(new Request(`http://127.0.0.1:3000${DOOR.open.path}/nowhere`, { method: 'POST', body: '{}' }));
    expect(nowhere.status).toBe(404);
    expect(await nowhere.text()).toContain(DOOR.key.path);
  });
});

describe("a channel's copy of a path", () => {
  it('answers a method its route does not serve with 405 and Allow, as the route itself does (not 404)', async () => {
    const res = await handlerFor('/oauth/token', 'GET')(new Request('http://127.0.0.1:3000/o/c/oauth/token'), '/o/c');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(allowed(ROUTES.find((r) => r.path === '/oauth/jwks')!)).toEqual(['GET', 'OPTIONS', 'HEAD']);
  });

  it('is a 404 for a path the deployment does not serve', async () => {
    const res = await handlerFor('/nowhere', 'GET')(new Request('http://127.0.0.1:3000/o/c/nowhere'), '/o/c');
    expect(res.status).toBe(404);
  });
});
