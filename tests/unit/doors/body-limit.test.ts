/**
 * One limit, one answer: a body over MCP_MAX_BODY_BYTES gets the same 413 whether the SDK reads it
 * (a 2026-07-28 call, a tool call or a list) or the door itself (a 2025-era POST it must
 * read to judge a batch). They used to say it in two ways.
 */
import { describe, expect, it } from 'vitest';
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSION } from '../../../lib/vocabulary';
import { doorFetch, openDoor } from '../../helpers/in-process-doors';

const LIMIT = 2048;
const fetchDoor = doorFetch(openDoor({ MCP_MAX_BODY_BYTES: String(LIMIT) }));
const oversize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'refine_prompt', arguments: { prompt: 'x'.repeat(LIMIT * 2) } },
});

async function post(headers: Record<string, string>) {
  const res = await fetchDoor('http://127.0.0.1:3000/api/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: oversize,
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: number; message: string } } };
}

describe('a body over the limit', () => {
  it('is refused with the same 413 and message by the SDK and the door', async () => {
    const sdk = await post({ 'mcp-protocol-version': MODERN_PROTOCOL_VERSION, 'mcp-method': 'tools/call', 'mcp-name': 'refine_prompt' });
    const list = await post({ 'mcp-protocol-version': MODERN_PROTOCOL_VERSION, 'mcp-method': 'tools/list' });
    const door = await post({ 'mcp-protocol-version': LEGACY_PROTOCOL_VERSIONS[0] });
    expect(sdk.status).toBe(413);
    expect(sdk.body.error?.message).toContain(String(LIMIT));
    for (const other of [list, door]) {
      expect(other.status).toBe(413);
      expect(other.body.error).toEqual(sdk.body.error);
    }
  });
});
