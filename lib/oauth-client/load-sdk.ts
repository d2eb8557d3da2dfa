/**
 * The MCP client SDK, loaded on first use so a page's first paint ships none of it. It is the biggest
 * script a page runs (the SDK and the zod schemas it builds as it loads, ~650 kB, one task of ~400–600 ms
 * on Lighthouse's mobile preset), so every browser module loads it through here and only when needed;
 * the tour's demos and the JWT lab load it in the SDK worker (lib/browser/sdk-thread.ts), off the page's
 * main thread. (Evaluating zod first in a task of its own split that task in two, but measured worse on
 * /jwt: the SDK's chunk was then fetched only after zod's.)
 */
export function loadClientSdk(): Promise<typeof import('@modelcontextprotocol/client')> {
  return import('@modelcontextprotocol/client');
}
