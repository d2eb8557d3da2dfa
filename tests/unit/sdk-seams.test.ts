/**
 * The one place this server reaches inside the MCP SDK (lib/mcp/sdk-seams.ts), held to that:
 * - the tree (lib, app, components, scripts) replaces no `setRequestHandler`, touches no SDK internals,
 *   re-registers none of the SDK's own methods and builds no McpServer but through the seam file;
 * - the SDK it relies on is pinned exactly;
 * - each seam works on that SDK, through a real client, in whatever order a factory registers things.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { McpServer } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aroundSdkHandlers, aroundToolCall, createMcpServer, rememberLogLevel } from '../../lib/mcp/sdk-seams';

const ROOT = join(__dirname, '../..');
const SEAM_FILE = 'lib/mcp/sdk-seams.ts';

/** What only the seam file may do, each with why. */
const RULES: { pattern: RegExp; why: string }[] = [
  { pattern: /\.setRequestHandler\s*=[^=]/, why: 'replaces setRequestHandler' },
  {
    pattern: /\b_(wrapHandler|getRequestHandler|requestHandlers|registeredTools|registeredResources|registeredPrompts|loggingLevels)\b/,
    why: 'reads SDK internals',
  },
  {
    pattern:
      /setRequestHandler\(\s*['"`](logging\/setLevel|initialize|server\/discover|tools\/list|tools\/call|resources\/list|resources\/read|resources\/templates\/list)['"`]/,
    why: 're-registers a method the SDK handles itself',
  },
  { pattern: /new McpServer\(/, why: 'builds an McpServer without the seam (use createMcpServer)' },
  // The SDK's private shim module: not aliased (next.config.ts) nor imported anywhere, the seam file included.
  { pattern: /@modelcontextprotocol\/server\/_shims/, why: "resolves the SDK's private shim module" },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) yield path;
  }
}

/** Every rule broken outside the seam file, as `path:line: why`. */
function seamViolations(root: string): string[] {
  const found: string[] = [];
  for (const top of ['lib', 'app', 'components', 'scripts', 'next.config.ts']) {
    let files: string[];
    try {
      files = top.endsWith('.ts') ? [join(root, top)] : [...sourceFiles(join(root, top))];
      if (top.endsWith('.ts')) readFileSync(files[0]!); // a missing file throws, as a missing folder does
    } catch {
      continue;
    }
    for (const file of files) {
      const path = relative(root, file);
      if (path === SEAM_FILE) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const rule of RULES) if (rule.pattern.test(line)) found.push(`${path}:${i + 1}: ${rule.why}`);
        });
    }
  }
  return found;
}

const none = z.object({});
const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });

async function connect(server: McpServer): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'seam-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

describe('the SDK seam', () => {
  it('is the only file that patches the SDK or reads its insides', () => {
    expect(seamViolations(ROOT)).toEqual([]);
  });

  it('relies on an SDK pinned exactly', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@modelcontextprotocol/server']).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules/@modelcontextprotocol/server/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(pkg.dependencies['@modelcontextprotocol/server']);
  });

  it('puts the tools/call owner in front of McpServer, whether tools were registered before or after it', async () => {
    const server = createMcpServer({ name: 'seam', version: '1' }, { capabilities: { tools: {} } });
    let ran = 0;
    // before the owner: registered as a factory that lists its tools first would
    server.registerTool('strict', { inputSchema: none, outputSchema: z.object({ n: z.number() }) }, async () => {
      ran++;
      return { ...text('ran'), structuredContent: { n: ran } };
    });
    const seen: string[] = [];
    aroundToolCall(server, async (request, _ctx, next) => {
      seen.push(request.params.name);
      // an answer McpServer would refuse for a tool with an outputSchema (no structuredContent): the owner decides first
      if (request.params.arguments?.decide === true) return text('decided by the owner');
      return next();
    });
    server.registerTool('late', { inputSchema: none }, async () => text('late ran'));
    const client = await connect(server);

    expect(await client.callTool({ name: 'strict', arguments: { decide: true } })).toMatchObject({ content: [{ text: 'decided by the owner' }] });
    expect(ran).toBe(0);
    expect(await client.callTool({ name: 'strict', arguments: {} })).toMatchObject({ structuredContent: { n: 1 } });
    expect(await client.callTool({ name: 'late', arguments: {} })).toMatchObject({ content: [{ text: 'late ran' }] });
    expect(ran).toBe(1);
    expect(seen).toEqual(['strict', 'strict', 'late']);
    await client.close();
  });

  it("wraps McpServer's own handlers, declared in the options or registered later, and nothing this server registers itself", async () => {
    const server = createMcpServer({ name: 'seam', version: '1' }, { capabilities: { resources: {}, tools: {} } });
    server.registerResource('early', 'test://early', { mimeType: 'text/plain' }, async (uri) => ({ contents: [{ uri: uri.href, text: 'early' }] }));
    const seen: string[] = [];
    aroundSdkHandlers(server, async (method, _request, _ctx, run) => {
      seen.push(method);
      return run();
    });
    server.registerTool('t', { inputSchema: none }, async () => text('t'));
    server.registerPrompt('p', { description: 'a prompt' }, async () => ({ messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }] }));
    const client = await connect(server);

    await client.listTools();
    await client.listResources();
    expect(await client.readResource({ uri: 'test://early' })).toMatchObject({ contents: [{ text: 'early' }] });
    await client.listPrompts();
    expect(seen).toEqual(['tools/list', 'resources/list', 'resources/read']);
    await client.close();
  });

  it('remembers a 2025-era logging/setLevel where a tool can read it', async () => {
    const server = createMcpServer({ name: 'seam', version: '1' }, { capabilities: { logging: {} } });
    const level = rememberLogLevel(server);
    const client = await connect(server);
    expect(level()).toBeUndefined();
    await client.setLoggingLevel('warning');
    expect(level()).toBe('warning');
    await client.close();
  });

  it('refuses, by name, a server built without it', () => {
    expect(() => aroundToolCall(new McpServer({ name: 'plain', version: '1' }), async (_r, _c, next) => next())).toThrow(/createMcpServer/);
  });
});
