/**
 * Prints the key the key door accepts in demo mode (development, or AUTH_DEMO=1), derived from
 * AUTH_SECRET exactly as the server derives it. A key set in MCP_API_KEY is never printed.
 */
import { resolveApiKey } from '../lib/auth/resource-server/key-gate';
import { config } from '../lib/config';

const key = resolveApiKey(config());
if (!key) {
  console.error('The key door is off: set MCP_API_KEY, or AUTH_DEMO=1 with AUTH_SECRET (development derives one by default).');
  process.exit(1);
} else if (key.source === 'env') {
  console.error('The key comes from MCP_API_KEY; it is yours, so it is not printed here.');
} else {
  console.log(key.value);
}
