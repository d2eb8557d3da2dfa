/** The stdio door: the same factory over stdin/stdout gives byte-identical structured results to HTTP. */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectModern, connectStdio } from '../helpers/clients';

const baseUrl = inject('baseUrl');
let stdio: Client;
let http: Client;

beforeAll(async () => {
  [stdio, http] = await Promise.all([connectStdio({ sampling: () => 'from the stdio host model' }), connectModern(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([stdio?.close(), http?.close()]);
});

const calls = [
  { name: 'search_prompts', arguments: { query: 'review my pull request for bugs', limit: 10 } },
  { name: 'get_prompt', arguments: { id: 'linux-terminal' } },
  { name: 'random_prompt', arguments: { seed: 'same-everywhere' } },
  { name: 'corpus_stats', arguments: {} },
  { name: 'analyze_corpus', arguments: { query: 'sql' } },
];

describe('stdio door', () => {
  it('lists the same tools as HTTP', async () => {
    const [a, b] = await Promise.all([stdio.listTools(), http.listTools()]);
    expect(a.tools).toEqual(b.tools);
  });

  it.each(calls)('$name gives byte-identical structuredContent over stdio and HTTP', async (call) => {
    const [a, b] = await Promise.all([stdio.callTool(call), http.callTool(call)]);
    expect(a.isError).toBeFalsy();
    expect(JSON.stringify(a.structuredContent)).toBe(JSON.stringify(b.structuredContent));
  });

  it("refine_prompt uses the stdio client's sampling", async () => {
    const res = await stdio.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for kids' } });
    expect(res.structuredContent).toMatchObject({ via: 'sampling', refined: 'from the stdio host model' });
  });
});

describe('stdio hygiene', () => {
  it('writes nothing but JSON-RPC to stdout', async () => {
    const { spawn } = await import('node:child_process');
    const { resolve } = await import('node:path');
    const root = resolve(import.meta.dirname, '..', '..');
    const child = spawn(process.execPath, [resolve(root, 'bin', 'prompts-observatory-stdio.mjs')], { cwd: root });
    let out = '';
    // Resolves on the third line, however long a loaded machine takes to start the server.
    const threeLines = new Promise<void>((done) =>
      child.stdout.on('data', (d) => {
        out += d;
        if ((out.match(/\n/g)?.length ?? 0) >= 3) done();
      }),
    );
    const send = (msg: object) => child.stdin.write(`${JSON.stringify(msg)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'corpus_stats', arguments: {} } });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_prompt', arguments: { id: 'nope' } } });
    await threeLines;
    child.kill();
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(JSON.parse(line).jsonrpc).toBe('2.0');
    const byId = new Map(lines.map((l) => JSON.parse(l)).map((m) => [m.id, m]));
    expect(byId.get(2).result.structuredContent.count).toBe(1381);
    expect(byId.get(3).result.isError).toBe(true);
  });
});

describe('stdio answers bad lines instead of going silent', () => {
  it('not JSON → -32700; {} and a batch → -32600 (with the id when there is one); an oversize line → -32600; then it still serves', async () => {
    const { spawn } = await import('node:child_process');
    const { resolve } = await import('node:path');
    const root = resolve(import.meta.dirname, '..', '..');
    const child = spawn(process.execPath, [resolve(root, 'bin', 'prompts-observatory-stdio.mjs')], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stdin.write('{not json\n');
    child.stdin.write('{}\n');
    child.stdin.write('[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]\n');
    child.stdin.write('{"jsonrpc":"2.0","id":9,"method":7}\n');
    child.stdin.write(`${'x'.repeat(10 * 1024 * 1024 + 10)}\n`);
    child.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } })}\n`,
    );
    for (let i = 0; i < 600 && (out.match(/\n/g)?.length ?? 0) < 6; i++) await new Promise((r) => setTimeout(r, 50));
    const exitCode = child.exitCode;
    child.kill();
    const messages = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(exitCode).toBeNull(); // still running
    expect(messages.slice(0, 5).map((m) => [m.id, m.error?.code])).toEqual([
      [null, -32700],
      [null, -32600],
      [null, -32600],
      [9, -32600],
      [null, -32600],
    ]);
    expect(messages[4].error.message).toMatch(/longer than 10485760 bytes/);
    expect(messages[5]).toMatchObject({ id: 1, result: { serverInfo: { name: 'prompts-observatory' } } });
  });

  it('a malformed resource URI is -32602 with data.uri over stdio too', async () => {
    await expect(stdio.readResource({ uri: 'prompts://prompt/%E0%A4%A' })).rejects.toMatchObject({ code: -32602 });
  });
});

describe('stdio, 2025 era', () => {
  it("refine_prompt reaches a 2025-era client's sampling through a real server-to-client request", async () => {
    const { Client: LegacyClient } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StdioClientTransport: LegacyStdio } = await import('@modelcontextprotocol/sdk/client/stdio.js');
    const { CreateMessageRequestSchema } = await import('@modelcontextprotocol/sdk/types.js');
    const { resolve } = await import('node:path');
    const root = resolve(import.meta.dirname, '..', '..');
    const client = new LegacyClient({ name: 'legacy-stdio', version: '1' }, { capabilities: { sampling: {} } });
    let asked = '';
    client.setRequestHandler(CreateMessageRequestSchema, async (request) => {
      const content = request.params.messages.at(-1)?.content;
      asked = content && !Array.isArray(content) && content.type === 'text' ? content.text : '';
      return { model: 'legacy-host-model', role: 'assistant', content: { type: 'text', text: 'adapted by the 2025 host' } };
    });
    await client.connect(
      new LegacyStdio({ command: process.execPath, args: [resolve(root, 'bin', 'prompts-observatory-stdio.mjs')], cwd: root, stderr: 'pipe' }),
    );
    try {
      const res = await client.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a workshop' } });
      expect(res.structuredContent).toMatchObject({ via: 'sampling', refined: 'adapted by the 2025 host', model: 'legacy-host-model' });
      expect(asked).toContain('for a workshop');
    } finally {
      await client.close();
    }
  });
});
