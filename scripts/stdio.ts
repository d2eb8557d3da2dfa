/**
 * The stdio door: the same server factory, spoken over stdin/stdout for desktop clients.
 * stdout carries only protocol; everything else goes to stderr.
 */
import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio';
import { CorpusMissingError, getCorpus } from '../lib/corpus';
import { createPromptsServer, type ServerEnvironment } from '../lib/mcp';
import { guardedLines } from '../lib/stdio/line-guard';

const environment: ServerEnvironment = { doors: [{ name: 'stdio', transport: 'stdio', auth: 'none' }] };

try {
  getCorpus(); // fail fast, with the fix, before the client waits on us
} catch (err) {
  console.error(err instanceof CorpusMissingError ? `prompts-observatory: ${err.message}` : err);
  process.exit(1);
}

// Every line that is not a JSON-RPC message gets an error answer instead of silence (lib/stdio).
const lines = process.stdin.pipe(guardedLines((line) => process.stdout.write(line)));
serveStdio(({ era }) => createPromptsServer({ door: 'stdio', era, environment }), {
  transport: new StdioServerTransport(lines, process.stdout),
  onerror: (err) => console.error('[stdio]', err.message),
});
