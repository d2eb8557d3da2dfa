/**
 * A configuration the app must refuse (a production lock with only a demo credential, a malformed
 * origin, the public development secret) stops the instance at startup, with every problem named,
 * instead of failing on the first request.
 */
import { parseConfig } from './lib/config';

try {
  parseConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
