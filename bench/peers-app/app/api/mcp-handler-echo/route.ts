/** The peer a user would pick: Vercel's mcp-handler with one echo tool, as its README mounts it. */
import { createMcpHandler } from 'mcp-handler';
import { z } from 'zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handler = createMcpHandler((server) => {
  server.registerTool('echo', { description: 'Echo the text back', inputSchema: z.object({ text: z.string() }) }, async ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
});

export { handler as GET, handler as POST };
