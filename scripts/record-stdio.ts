/**
 * Records a real stdio session for the tour's two-doors chapter (/#two-doors): spawns bin/prompts-observatory-stdio.mjs,
 * connects the v2 client (pinned to 2026-07-28) and makes the showcase call, writing every
 * JSON-RPC line that crossed stdin/stdout to data/stdio-transcript.json (gitignored, rebuilt by
 * `prebuild`/`predev`).
 *
 * Why at build time: a serverless function cannot keep a child process (the transports chapter's lesson), so
 * the deployed page shows the session recorded where a process can run — the build machine.
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { MODERN_PROTOCOL_VERSION } from '../lib/vocabulary';
import { SHOWCASE_CALL, STDIO_TRANSCRIPT_FILE, type StdioLine, type StdioTranscript } from '../lib/tour/stdio-transcript';

const root = resolve(import.meta.dirname, '..');
const quiet = process.argv.includes('--quiet');

async function record(): Promise<StdioTranscript> {
  const lines: StdioLine[] = [];
  const t0 = performance.now();
  const at = () => Math.round(performance.now() - t0);
  const inner = new StdioClientTransport({
    command: process.execPath,
    args: [resolve(root, 'bin', 'prompts-observatory-stdio.mjs')],
    cwd: root,
    stderr: 'pipe',
  });
  // A tap in the transport's two directions; the client never notices.
  const transport = new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'send') {
        return (message: Parameters<typeof target.send>[0]) => {
          lines.push({ stream: 'stdin', atMs: at(), message });
          return target.send(message);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, prop, value) {
      if (prop === 'onmessage' && typeof value === 'function') {
        const deliver = value as (m: unknown, extra?: unknown) => void;
        target.onmessage = ((message: unknown, extra?: unknown) => {
          lines.push({ stream: 'stdout', atMs: at(), message });
          deliver(message, extra);
        }) as typeof target.onmessage;
        return true;
      }
      return Reflect.set(target, prop, value);
    },
  });
  const client = new Client({ name: 'observatory-build', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN_PROTOCOL_VERSION } } });
  await client.connect(transport);
  await client.callTool({ name: SHOWCASE_CALL.name, arguments: { ...SHOWCASE_CALL.arguments } });
  await client.close();
  return {
    recordedAt: new Date().toISOString(),
    command: 'node bin/prompts-observatory-stdio.mjs',
    protocolVersion: MODERN_PROTOCOL_VERSION,
    call: { name: SHOWCASE_CALL.name, arguments: { ...SHOWCASE_CALL.arguments } },
    lines,
  };
}

const transcript = await record();
const out = resolve(root, STDIO_TRANSCRIPT_FILE);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(transcript, null, 2)}\n`);
if (!quiet) console.log(`[stdio] recorded ${transcript.lines.length} lines → ${STDIO_TRANSCRIPT_FILE}`);
