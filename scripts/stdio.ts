/**
 * The stdio door: the same server factory, spoken over stdin/stdout for desktop clients.
 * stdout carries only protocol; everything else goes to stderr.
 */
import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio';
import { CorpusMissingError, getCorpus } from '../lib/corpus';
import { createPromptsServer, createTaskStore, type ServerEnvironment, type TaskSupport } from '../lib/mcp';
import { createMemoryStore } from '../lib/state';
import { guardedLines } from '../lib/stdio/line-guard';

const environment: ServerEnvironment = { doors: [{ name: 'stdio', transport: 'stdio', auth: 'none' }] };

try {
  getCorpus(); // fail fast, with the fix, before the client waits on us
} catch (err) {
  console.error(err instanceof CorpusMissingError ? `prompts-observatory: ${err.message}` : err);
  process.exit(1);
}

// One desktop client per process: tasks live in this process's memory and run in it.
const tasks: TaskSupport = {
  store: createTaskStore(createMemoryStore(), { ttlMs: 15 * 60_000, pollIntervalMs: 500 }),
  runInBackground: (work) => void work().catch((err) => console.error('[tasks]', err)),
};

// Every line that is not a JSON-RPC message gets an error answer instead of silence (lib/stdio).
const lines = process.stdin.pipe(guardedLines((line) => process.stdout.write(line)));
serveStdio(({ era }) => createPromptsServer({ transport: 'stdio', era, environment, tasks }), {
  transport: new StdioServerTransport(lines, process.stdout),
  onerror: (err) => console.error('[stdio]', err.message),
});
