/** The page's wire: a tap publishes each exchange once it has ended, whole; a tap that runs on its own (broadcast: false) never does. */
import { expect, it } from 'vitest';
import { onPageExchange } from '../../../lib/browser/page-wire';
import { createTap } from '../../../lib/browser/tap';
import type { WireExchange } from '../../../lib/wire';

const post = { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) };
const answer = () => new Response('{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}', { headers: { 'content-type': 'application/json' } });

it('publishes each ended exchange with its response body, and nothing from a tap with broadcast off', async () => {
  const seen: WireExchange[] = [];
  const off = onPageExchange((x) => seen.push(x));
  try {
    const learner = createTap({ fetch: async () => answer() });
    await (await learner.fetch('http://localhost/api/mcp', post)).text();
    await learner.settle();
    expect(seen).toHaveLength(1);
    expect(seen[0].response?.status).toBe(200);
    expect(seen[0].response?.body).toContain('"tools"');

    const demo = createTap({ fetch: async () => answer(), broadcast: false });
    await (await demo.fetch('http://localhost/api/mcp', post)).text();
    await demo.settle();
    expect(seen).toHaveLength(1);
  } finally {
    off();
  }
});
