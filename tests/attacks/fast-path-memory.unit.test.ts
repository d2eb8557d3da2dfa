/**
 * Issue #19 item 6: each learned shape kept its own encoding of every answer it served, for good:
 * 256 shapes × 8 large get_prompt answers held 289 MiB of buffers after a forced GC. Now an answer is
 * encoded once for every shape that sends it, and all the fast path keeps is bounded by its byte
 * budget (KEPT_BYTES). Replayed here on the real server factory behind the SDK's handler: 256 shapes
 * (a distinct client declaration each, which the SDK does read), each calling get_prompt on the
 * corpus's 8 longest prompts; buffers measured after a full GC, and the stores' own counts.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus';
import { type FastPath, KEPT_BYTES, withFastPath } from '../../lib/http/fast-path';
import { createPromptsServer } from '../../lib/mcp';
import { ANSWER_MEMO_BYTES, keptAnswerBytes } from '../../lib/mcp/tools/answer-memo';
import { MODERN_META } from '../helpers/raw-request';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MiB = 1024 * 1024;

function fastPath(keptBytes?: number): FastPath {
  const handler = createMcpHandler(({ era }) => createPromptsServer({ transport: 'http', era, environment: { doors: [] } }), { legacy: 'stateless' });
  return withFastPath(() => handler, { maxBodyBytes: () => 1024 * 1024, enabled: () => true, ...(keptBytes ? { keptBytes } : {}) });
}

function getPrompt(id: string, shape: number, rpcId: number): Request {
  return new Request('http://localhost/api/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'get_prompt',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: rpcId,
      method: 'tools/call',
      params: {
        name: 'get_prompt',
        arguments: { id },
        _meta: { ...MODERN_META, 'io.modelcontextprotocol/clientInfo': { name: 'attacker', version: `shape-${shape}` } },
      },
    }),
  });
}

const longest = () => [...getCorpus().records].sort((a, b) => b.body.length - a.body.length).slice(0, 8);

function buffersAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
}

/** Kept alive until measured: what a running instance holds. */
let held: FastPath | undefined;

describe('the fast path keeps a bounded number of bytes', { timeout: 180_000 }, () => {
  it('256 shapes × 8 large get_prompt answers: buffers after GC within the budget, one encoding per answer', async () => {
    const prompts = longest();
    expect(prompts[7]!.body.length).toBeGreaterThan(20_000);
    held = fastPath();
    const before = buffersAfterGc();
    let rpcId = 1;
    for (let shape = 0; shape < 256; shape++) {
      // each shape starts with another prompt: its first call is the SDK's, the fast path serves the rest
      for (let i = 0; i < prompts.length; i++) {
        const p = prompts[(shape + i) % prompts.length]!;
        const res = await held(getPrompt(p.id, shape, rpcId++), {});
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
    }
    const grown = buffersAfterGc() - before;
    // 252 MiB before; the budget is 16 MiB, and the bound at most 32
    expect(grown / MiB).toBeLessThan(32);
    const stats = held.stats();
    expect(stats.shapes).toBe(256);
    expect(stats.keptAnswers).toBe(8); // one encoding of each answer, shared by all 256 shapes
    expect(stats.keptBytes).toBeLessThanOrEqual(KEPT_BYTES);
    expect(keptAnswerBytes(getCorpus(), 'get_prompt')).toBeLessThanOrEqual(ANSWER_MEMO_BYTES);
    held = undefined;
  });

  it('a budget smaller than the answers: the least recently served go, and every answer is still right', async () => {
    const prompts = longest();
    const budget = 512 * 1024;
    const small = fastPath(budget);
    let rpcId = 1;
    for (let round = 0; round < 3; round++) {
      for (const p of prompts) {
        const res = await small(getPrompt(p.id, round, rpcId++), {});
        const body = JSON.parse(await res.text()) as { id: number; result: { structuredContent: { prompt: { id: string; body: string } } } };
        expect(body.id).toBe(rpcId - 1);
        expect(body.result.structuredContent.prompt).toMatchObject({ id: p.id, body: p.body });
      }
      expect(small.stats().keptBytes).toBeLessThanOrEqual(budget);
    }
  });
});
