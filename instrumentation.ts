/**
 * Runs once when a server instance starts. A configuration the app must refuse (a production lock
 * with only a demo credential, a malformed origin, the public development secret) stops the instance
 * here, with every problem named, instead of failing on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseConfig } = await import('./lib/config');
  try {
    parseConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
