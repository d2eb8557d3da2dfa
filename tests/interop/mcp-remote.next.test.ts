/**
 * mcp-remote as Claude Desktop runs it: a stdio process bridging to the open door of the shared
 * production server over loopback. The desktop side is the official 1.x SDK client over stdio (a
 * 2025-era initialize, as desktop apps send); mcp-remote speaks Streamable HTTP to the door.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { argumentValues, expectFilled, expectSearchMatches, expectStatsText, interopSuite, SEARCH, STATS_URI } from './suite';

const PROXY = resolve(import.meta.dirname, '..', '..', 'node_modules', 'mcp-remote', 'dist', 'proxy.js');

/** One bridge per protocol mode: the default (2025-era to the door) and `--protocol auto` (2026-07-28 when offered). */
function bridgeSuite(id: string, protocol: 'legacy' | 'auto') {
  let client: Client;
  let configDir: string;
  let stderr = '';

  beforeAll(async () => {
    // mcp-remote keeps OAuth state under its config dir: a fresh one per run, never the user's ~/.mcp-auth.
    configDir = mkdtempSync(join(tmpdir(), 'interop-mcp-remote-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [PROXY, `${inject('baseUrl')}/api/mcp`, '--transport', 'http-only', '--protocol', protocol],
      env: { PATH: process.env.PATH ?? '', HOME: configDir, MCP_REMOTE_CONFIG_DIR: configDir },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (d) => (stderr += d));
    client = new Client({ name: 'interop-desktop', version: '1.0.0' });
    await client.connect(transport);
  });
  afterAll(async () => {
    await client?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  interopSuite(id, {
    doors: ['open'],
    checks: {
      open: {
        tools: async () => {
          const { tools } = await client.listTools();
          expect(
            tools.map((t) => t.name),
            stderr,
          ).toContain('search_prompts');
        },
        search: async () => {
          const result = await client.callTool({ name: 'search_prompts', arguments: { ...SEARCH } });
          expectSearchMatches(result.structuredContent);
        },
        resource: async () => {
          const { contents } = await client.readResource({ uri: STATS_URI });
          expectStatsText((contents[0] as { text?: string }).text);
        },
        prompt: async () => {
          const { prompts } = await client.listPrompts();
          const values = argumentValues((prompts[0].arguments ?? []).map((a) => a.name));
          const { messages } = await client.getPrompt({ name: prompts[0].name, arguments: values });
          expectFilled(messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n'), values);
        },
      },
    },
  });
}

describe('mcp-remote, default protocol', () => bridgeSuite('mcp-remote', 'legacy'));
describe('mcp-remote --protocol auto', () => bridgeSuite('mcp-remote-auto', 'auto'));
