/** The baseline MCP handler: the SDK's bare createMcpHandler with one trivial echo tool. */
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { z } from 'zod';

export const echoHandler = createMcpHandler(() => {
  const server = new McpServer({ name: 'echo', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echo the text back', inputSchema: z.object({ text: z.string() }) }, async ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  return server;
});
