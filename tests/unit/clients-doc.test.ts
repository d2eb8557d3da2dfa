/**
 * The client guidance says what the interop tier runs, and nothing it does not: docs/clients.md is what
 * `npm run docs:clients` renders now, every tested library has a guide, and every guide's setup is
 * for the door it is filed under.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_GUIDES, doorFacts } from '../../content/client-guides';
import { INTEROP_CLIENTS } from '../../content/interop-clients';
import { DOORS } from '../../lib/vocabulary';
import { CLIENTS_DOC_PATH, renderClientsDoc } from '../../scripts/clients-doc';

describe('docs/clients.md and content/client-guides.ts', () => {
  it('the committed doc is what `npm run docs:clients` generates now', () => {
    expect(readFileSync(join(process.cwd(), CLIENTS_DOC_PATH), 'utf8'), 'run `npm run docs:clients` and commit the result').toBe(renderClientsDoc());
  });

  it('every library the interop tier runs has a guide that takes its facts from that record', () => {
    const proven = new Set(CLIENT_GUIDES.map((g) => g.provenBy));
    for (const c of INTEROP_CLIENTS.filter((c) => c.id !== 'mcp-remote-auto')) expect(proven, c.id).toContain(c.id);
    // A limit the tier proves a workaround for is shown on the door it happens on.
    const aiSdk = CLIENT_GUIDES.find((g) => g.id === 'ai-sdk')!;
    expect(doorFacts(aiSdk, 'oauth')?.limits.map((l) => l.id)).toEqual(['ai-sdk-step-up']);
  });

  it('a client the tier does not run claims nothing, and says why', () => {
    for (const g of CLIENT_GUIDES.filter((g) => !g.provenBy)) {
      expect(g.notRunInCi, g.id).toBeTruthy();
      for (const d of DOORS) expect(doorFacts(g, d.id), `${g.id} ${d.id}`).toBeUndefined();
    }
  });

  it('each setup names the URL of the door it is for, and a key only as a placeholder or a variable', () => {
    for (const g of CLIENT_GUIDES) {
      for (const d of DOORS) {
        const url = `https://example.test${d.path}`;
        const setup = g.setup[d.id]?.(url);
        if (!setup) continue;
        expect(setup.code, `${g.id} ${d.id}`).toContain(url);
        if (d.id === 'key') expect(setup.code, `${g.id} key`).toMatch(/<your key>|MCP_API_KEY|\$\{input:/);
      }
    }
  });
});
