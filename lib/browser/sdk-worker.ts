/**
 * The SDK worker's entry: the MCP client SDK is parsed and evaluated here, off the page's main thread
 * (sdk-thread.ts starts it; sdk-worker-api.ts is what it offers).
 */
import { expose } from 'comlink';
import { config } from 'zod';
import { sdkWorkerApi } from './sdk-worker-api';

// A worker is a realm of its own: zod's `new Function` probe is turned off here too, as
// instrumentation-client.ts does on the page, so the worker needs no eval either.
config({ jitless: true });
expose(sdkWorkerApi);
