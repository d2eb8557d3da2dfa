import { describe, expect, it } from 'vitest';
import { compactJson, layoutJson } from '../../../lib/wire';
import { META } from './fixtures';

/** What a slide prints: each kept line (with its fold), each gap as "…". */
const shown = (message: unknown) =>
  compactJson(layoutJson(message)).map((l) => (l.kind === 'gap' ? `${'  '.repeat(l.indent)}… ${l.hidden}` : l.line.text + (l.folded ?? '')));

describe('a frame cut to the lines that matter (presenter slides)', () => {
  it('keeps the envelope and what params holds, folding the arguments and _meta', () => {
    const request = {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'search_prompts', arguments: { query: 'x', limit: 5 }, _meta: { ...META, progressToken: 3 } },
    };
    expect(shown(request)).toEqual([
      '{',
      '  "jsonrpc": "2.0",',
      '  "id": 3,',
      '  "method": "tools/call",',
      '  "params": {',
      '    "name": "search_prompts",',
      '    "arguments": { … },',
      '    "_meta": { … }',
      '  }',
      '}',
    ]);
    expect(layoutJson(request).length).toBeGreaterThan(shown(request).length + 5);
  });

  it('marks unexplained keys as one gap per run, and folds arrays with their own closer', () => {
    const response = {
      jsonrpc: '2.0',
      id: 3,
      result: { content: [{ type: 'text', text: 'a' }], unexplained: 1, alsoUnexplained: { deep: true }, isError: false },
    };
    expect(shown(response)).toEqual([
      '{',
      '  "jsonrpc": "2.0",',
      '  "id": 3,',
      '  "result": {',
      '    "content": [ … ],',
      '    … 4',
      '    "isError": false',
      '  }',
      '}',
    ]);
  });

  it('stays linear: a frame of 20,000 lines is cut in one pass', () => {
    const big = { jsonrpc: '2.0', id: 1, result: { structuredContent: { items: Array.from({ length: 10_000 }, (_, i) => i) } } };
    const started = performance.now();
    const out = compactJson(layoutJson(big));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(out.map((l) => (l.kind === 'line' ? l.line.text.trim() + (l.folded ?? '') : '…'))).toEqual([
      '{',
      '"jsonrpc": "2.0",',
      '"id": 1,',
      '"result": {',
      '"structuredContent": { … }',
      '}',
      '}',
    ]);
  });
});
