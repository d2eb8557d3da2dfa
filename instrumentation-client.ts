/**
 * Runs in the browser before the app's own code (Next.js instrumentation-client). Zod (the MCP
 * client's message schemas, the forms) probes whether `new Function` is allowed the first time it
 * parses an object; under this app's Content-Security-Policy (proxy.ts) it is not, and the browser
 * reports the caught probe as a violation. Jitless: no probe, and the same results.
 */
import { config } from 'zod';

config({ jitless: true });
