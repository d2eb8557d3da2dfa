/**
 * The MCP client SDK, loaded on first use so a page's first paint ships none of it. It is the biggest
 * script a page runs (the SDK and the zod schemas it builds as it loads, in one long task), so every
 * browser module loads it through here and only when needed; the tour's demos and the JWT lab load it in
 * the SDK worker (lib/browser/sdk-thread.ts), off the page's main thread. One import, not zod first: the
 * SDK's chunk must not wait for zod's.
 */
export function loadClientSdk(): Promise<typeof import('@modelcontextprotocol/client')> {
  return import('@modelcontextprotocol/client');
}
