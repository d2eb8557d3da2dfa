/**
 * The SDK worker's entry: the MCP client SDK is parsed and evaluated here, off the page's main thread
 * (sdk-thread.ts starts it; sdk-worker-api.ts is what it offers).
 */
import { expose } from 'comlink';
import { sdkWorkerApi } from './sdk-worker-api';

expose(sdkWorkerApi);
