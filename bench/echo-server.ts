/**
 * The baseline: the SDK's bare createMcpHandler with one trivial echo tool on plain node:http.
 * Run as a child process by bench/run.ts so it gets its own event loop, like the app does.
 */
import { toNodeHandler } from '@modelcontextprotocol/node';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { createServer } from 'node:http';
import * as z from 'zod/v4';

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'echo', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echo the text back', inputSchema: z.object({ text: z.string() }) }, async ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  return server;
});

const port = Number(process.argv[2] ?? 0);
const server = createServer(toNodeHandler(handler));
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
});
