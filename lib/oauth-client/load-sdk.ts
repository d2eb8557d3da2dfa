/**
 * The MCP client SDK, loaded on first use so a page's first paint ships none of it. It is the biggest
 * script a page runs (the SDK and the zod schemas it builds as it loads, ~650 kB): zod is evaluated
 * first and the SDK in a later task, so a page pays two shorter tasks instead of one long one that
 * blocks input. Every browser module that needs the SDK loads it through here.
 */
let loading: Promise<typeof import('@modelcontextprotocol/client')> | undefined;

export function loadClientSdk(): Promise<typeof import('@modelcontextprotocol/client')> {
  loading ??= (async () => {
    await import('zod'); // the same modules the SDK's `zod/v4` resolves to
    // A fresh task: scheduler.yield where the browser has it, else a zero timeout.
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    await (typeof s?.yield === 'function' ? s.yield() : new Promise((done) => setTimeout(done, 0)));
    return import('@modelcontextprotocol/client');
  })();
  return loading;
}
