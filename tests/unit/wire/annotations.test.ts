import { describe, expect, it } from 'vitest';
import { layoutJson, noteFor } from '../../../lib/wire';
import { META } from './fixtures';

describe('annotations', () => {
  it('labels a message of the MCP Apps channel as postMessage between app and host, never with HTTP headers', () => {
    const note = (message: unknown, key: string) =>
      layoutJson(message, undefined, 'postMessage').find((l) => [...(l.key?.path ?? []), l.key?.name].join('.') === key)?.key?.note;
    const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_prompts', arguments: {} } };
    expect(note(call, 'method')).toMatch(/postMessage/);
    expect(note(call, 'params.name')).toMatch(/visibility/);
    for (const key of ['method', 'params.name']) expect(note(call, key)).not.toMatch(/header/i);
    expect(note(call, 'method')).not.toBe(layoutJson(call).find((l) => l.key?.name === 'method')?.key?.note);
    const init = { jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: { appInfo: {}, appCapabilities: {}, protocolVersion: '2026-01-26' } };
    expect(note(init, 'params.protocolVersion')).toMatch(/MCP Apps/);
    expect(note(init, 'params.appInfo')).toBeDefined();
  });

  it('labels the JSON-RPC envelope and MCP keys of a 2026-07-28 tools/call', () => {
    const lines = layoutJson({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'search_prompts', arguments: { query: 'x', id: 'not-the-rpc-id' }, _meta: { ...META, progressToken: 3 } },
    });
    const noted = Object.fromEntries(lines.filter((l) => l.key?.note).map((l) => [[...l.key!.path, l.key!.name].join('.'), l.key!.note]));
    expect(Object.keys(noted)).toEqual([
      'jsonrpc',
      'id',
      'method',
      'params',
      'params.name',
      'params.arguments',
      'params._meta',
      'params._meta.io.modelcontextprotocol/protocolVersion',
      'params._meta.io.modelcontextprotocol/clientCapabilities',
      'params._meta.io.modelcontextprotocol/clientInfo',
      'params._meta.progressToken',
    ]);
    // An argument that happens to be called "id" is not the request id.
    const argId = lines.find((l) => l.key?.name === 'id' && l.key.path.length > 0);
    expect(argId?.key?.path).toEqual(['params', 'arguments']);
    expect(argId?.key?.note).toBeUndefined();
  });

  it('labels results, errors and the multi-round-trip keys', () => {
    expect(noteFor('result', [])).toMatch(/Never together with error/);
    expect(noteFor('error', [])).toMatch(/instead of a result/);
    expect(noteFor('code', ['error'])).toMatch(/-32602/);
    expect(noteFor('resultType', ['result'])).toMatch(/input_required/);
    expect(noteFor('inputRequests', ['result'])).toMatch(/inputResponses/);
    expect(noteFor('inputResponses', ['params'])).toMatch(/new id/);
    expect(noteFor('structuredContent', ['result'])).toMatch(/outputSchema/);
    expect(noteFor('isError', ['result'])).toMatch(/not a protocol error/);
    expect(noteFor('_meta', ['result'])).toMatch(/serverInfo/);
  });

  it('finds keys inside arrays of objects with the array item in the path', () => {
    const lines = layoutJson({ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a', inputSchema: {} }] } });
    const schema = lines.find((l) => l.key?.name === 'inputSchema');
    expect(schema?.key?.path).toEqual(['result', 'tools', '[]']);
    expect(schema?.key?.note).toMatch(/form/);
  });

  it('gives the exact character range of each quoted key, escapes included', () => {
    const [, line] = layoutJson({ 'we"ird': 1 });
    expect(line.text.slice(line.key!.start, line.key!.end)).toBe('"we\\"ird"');
    expect(line.key!.name).toBe('we"ird');
  });
});

describe('annotations by era', () => {
  const legacyCall = { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_prompts', arguments: {}, _meta: { progressToken: 3 } } };
  const notes = (era?: 'modern' | 'legacy') =>
    layoutJson(legacyCall, era)
      .flatMap((l) => (l.key?.note ? [l.key.note] : []))
      .join('\n');

  it('a 2025-era frame never says it sends Mcp-Method, Mcp-Name or a per-request protocol _meta', () => {
    const text = notes('legacy');
    expect(text).not.toMatch(/Mcp-Name|Mcp-Method|header/i);
    expect(text).not.toMatch(/protocol version, client info and capabilities/);
    expect(noteFor('uri', ['params'], 'legacy')).not.toMatch(/Mcp-Name/);
    expect(noteFor('_meta', ['result'], 'legacy')).not.toMatch(/serverInfo|2026/);
    expect(noteFor('_meta', ['params'], 'legacy')).toMatch(/initialize/);
  });

  it('a 2026-07-28 frame (or one of unknown era) still names the headers that repeat the body', () => {
    expect(notes('modern')).toMatch(/Mcp-Method/);
    expect(notes('modern')).toMatch(/Mcp-Name/);
    expect(noteFor('name', ['params'])).toMatch(/Mcp-Name/);
  });
});
