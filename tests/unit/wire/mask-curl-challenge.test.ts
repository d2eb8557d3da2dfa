import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { maskExchange, maskSecret, parseWwwAuthenticate, shellQuote, toCurl } from '../../../lib/wire';
import { postExchange } from './fixtures';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLWJ5dGVz';

describe('masking', () => {
  it('shows a bearer token by its first and last four characters and its length only', () => {
    const masked = maskSecret(`Bearer ${TOKEN}`);
    expect(masked).toBe(`Bearer eyJh…dGVz (${TOKEN.length} chars)`);
    expect(masked).not.toContain(TOKEN.slice(4, -4));
  });

  it('hides short secrets entirely', () => {
    expect(maskSecret('Bearer abc123')).toBe('Bearer ••••••••');
    expect(maskSecret('hunter2')).toBe('••••••••');
  });

  it('masks secret headers of an exchange for display and leaves the original untouched', () => {
    const ex = postExchange(1, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, [
      ['authorization', `Bearer ${TOKEN}`],
      ['mcp-method', 'tools/list'],
    ]);
    const shown = maskExchange(ex);
    expect(JSON.stringify(shown)).not.toContain(TOKEN);
    expect(shown.request.headers.find(([k]) => k === 'mcp-method')?.[1]).toBe('tools/list');
    expect(ex.request.headers.find(([k]) => k === 'authorization')?.[1]).toBe(`Bearer ${TOKEN}`);
  });
});

describe('copy as curl', () => {
  it('quotes any body so the shell passes it through byte for byte', () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { arguments: { query: 'it\'s $HOME `x` "q"' } } });
    const echoed = execFileSync('sh', ['-c', `printf %s ${shellQuote(body)}`]).toString();
    expect(echoed).toBe(body);
  });

  it('writes the method, URL, every header and the body; a token becomes $MCP_TOKEN', () => {
    const ex = postExchange(1, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, [['authorization', `Bearer ${TOKEN}`]]);
    const cmd = toCurl(ex.request);
    expect(cmd).toContain("-X POST 'http://localhost:3000/api/mcp'");
    expect(cmd).toContain("-H 'accept: application/json, text/event-stream'");
    expect(cmd).toContain('-H "authorization: Bearer $MCP_TOKEN"');
    expect(cmd).not.toContain(TOKEN);
    expect(cmd).toContain(`--data-raw '${ex.request.body}'`);
    expect(toCurl(ex.request, { revealSecrets: true })).toContain(TOKEN);
  });
});

describe('WWW-Authenticate', () => {
  it('parses the MCP resource-server challenge', () => {
    const [c] = parseWwwAuthenticate(
      'Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/api/mcp/oauth", scope="prompts:read prompts:refine"',
    );
    expect(c.scheme).toBe('Bearer');
    expect(c.params).toEqual({
      resource_metadata: 'http://localhost:3000/.well-known/oauth-protected-resource/api/mcp/oauth',
      scope: 'prompts:read prompts:refine',
    });
  });

  it('parses several challenges, token values, escapes and error descriptions', () => {
    const cs = parseWwwAuthenticate('Bearer realm="mcp", error=invalid_token, error_description="The token \\"x\\" expired", Basic realm="x"');
    expect(cs.map((c) => c.scheme)).toEqual(['Bearer', 'Basic']);
    expect(cs[0].params).toEqual({ realm: 'mcp', error: 'invalid_token', error_description: 'The token "x" expired' });
  });

  it('reads a bare scheme and a token68', () => {
    expect(parseWwwAuthenticate('Bearer')).toEqual([{ scheme: 'Bearer', params: {} }]);
    expect(parseWwwAuthenticate('Negotiate abc123==')).toEqual([{ scheme: 'Negotiate', params: {}, token: 'abc123==' }]);
  });
});
