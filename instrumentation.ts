/**
 * Runs once when a server instance starts. The Node.js half lives in its own module (the pattern
 * Next.js documents), so nothing Node-only is compiled for the Edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startTracing } = await import('./instrumentation-node');
    await startTracing();
  }
}
