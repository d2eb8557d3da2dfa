/**
 * The stdio door: the same server factory, spoken over stdin/stdout for desktop clients.
 * stdout carries only protocol; everything else goes to stderr.
 */
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { CorpusMissingError, getCorpus } from '../lib/corpus';
import { createPromptsServer, type ServerEnvironment } from '../lib/mcp';

const environment: ServerEnvironment = { doors: [{ name: 'stdio', transport: 'stdio', auth: 'none' }] };

try {
  getCorpus(); // fail fast, with the fix, before the client waits on us
} catch (err) {
  console.error(err instanceof CorpusMissingError ? `prompts-observatory: ${err.message}` : err);
  process.exit(1);
}

serveStdio(({ era }) => createPromptsServer({ door: 'stdio', era, environment }), {
  onerror: (err) => console.error('[stdio]', err.message),
});
