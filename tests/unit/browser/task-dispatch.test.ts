/** The task requester's one-POST dispatch finds its answer in a JSON body or among an SSE stream's events. */
import { describe, expect, it } from 'vitest';
import { httpDispatch } from '../../../lib/browser/task-run';

type Dispatch = ReturnType<typeof httpDispatch>;
const call = (dispatch: Dispatch) => dispatch({ method: 'tools/call', params: { name: 'analyze_corpus', arguments: {} } } as Parameters<Dispatch>[0]);

function answering(body: (id: string) => string, contentType: string) {
  const sent: Headers[] = [];
  const dispatch = httpDispatch(
    async (_url, init) => {
      sent.push(new Headers(init?.headers));
      const { id } = JSON.parse(String(init?.body)) as { id: string };
      return new Response(body(id), { headers: { 'content-type': contentType } });
    },
    'http://localhost/api/mcp',
    {},
    () => {},
  );
  return { dispatch, sent };
}

describe('the task requester’s dispatch', () => {
  it('reads the answer from a JSON body', async () => {
    const { dispatch, sent } = answering((id) => JSON.stringify({ jsonrpc: '2.0', id, result: { resultType: 'task' } }), 'application/json');
    expect(await call(dispatch)).toEqual({ kind: 'result', result: { resultType: 'task' } });
    expect(sent[0]!.get('mcp-name')).toBe('analyze_corpus');
  });

  it('finds the answer among SSE events: after a notification, with CRLF lines, a comment, and no blank line at the end', async () => {
    const { dispatch } = answering(
      (id) =>
        [
          ': keep-alive',
          'event: message',
          'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}',
          '',
          'event: message',
          `data: {"jsonrpc":"2.0","id":"${id}",`,
          'data: "error":{"code":-32602,"message":"bad"}}',
        ].join('\r\n'),
      'text/event-stream',
    );
    expect(await call(dispatch)).toEqual({ kind: 'error', error: { code: -32602, message: 'bad' } });
  });
});
