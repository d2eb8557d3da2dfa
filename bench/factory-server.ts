/**
 * Our server factory (corpus, tools, prompts) behind the SDK's createMcpHandler on plain node:http,
 * without Next.js: separates what our server costs from what the Next.js route costs.
 */
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { createServer } from 'node:http';
import { getCorpus } from '../lib/corpus';
import { createPromptsServer } from '../lib/mcp';

getCorpus();
const environment = { doors: [{ name: '/mcp', transport: 'streamable-http' as const, auth: 'none' as const }] };
const handler = createMcpHandler(({ era }) => createPromptsServer({ transport: 'http', era, environment }));

const server = createServer(toNodeHandler(handler));
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0)); // lets --cpu-prof write its profile
