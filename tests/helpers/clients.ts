/** Real MCP clients for the tests: the v2 client pinned to 2026-07-28, and the v1 SDK client (2025-era initialize). */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyHTTPTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { resolve } from 'node:path';

export const MODERN = '2026-07-28';

export interface ModernOptions {
  /** Declare sampling and answer each request with this text (as the client's model would). */
  sampling?: (prompt: string) => string;
  headers?: Record<string, string>;
}

function modernClient(opts: ModernOptions): Client {
  const client = new Client(
    { name: 'observatory-tests', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: MODERN } }, capabilities: opts.sampling ? { sampling: {} } : {} },
  );
  if (opts.sampling) {
    const answer = opts.sampling;
    client.setRequestHandler('sampling/createMessage', async (request) => {
      const last = request.params.messages.at(-1)?.content;
      const text = last && !Array.isArray(last) && last.type === 'text' ? last.text : '';
      return { model: 'test-model', role: 'assistant', content: { type: 'text', text: answer(text) } };
    });
  }
  return client;
}

export async function connectModern(baseUrl: string, opts: ModernOptions = {}, path = '/api/mcp'): Promise<Client> {
  const client = modernClient(opts);
  await client.connect(new StreamableHTTPClientTransport(new URL(path, baseUrl), { requestInit: { headers: opts.headers } }));
  return client;
}

export async function connectLegacy(baseUrl: string, path = '/api/mcp', headers?: Record<string, string>): Promise<LegacyClient> {
  const client = new LegacyClient({ name: 'observatory-tests-v1', version: '1.0.0' });
  await client.connect(new LegacyHTTPTransport(new URL(path, baseUrl), { requestInit: { headers } }));
  return client;
}

export async function connectStdio(opts: ModernOptions = {}): Promise<Client> {
  const client = modernClient(opts);
  const root = resolve(import.meta.dirname, '..', '..');
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [resolve(root, 'bin', 'prompts-observatory-stdio.mjs')], cwd: root, stderr: 'pipe' }),
  );
  return client;
}
