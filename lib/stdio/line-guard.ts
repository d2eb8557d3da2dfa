/**
 * The stdio door's reader, in front of the SDK's: one JSON-RPC message per line, and every line that
 * is not one gets an answer, as HTTP gives one, instead of silence. Not JSON: -32700. JSON that is
 * not a JSON-RPC message (`{}`, an array — batches are gone since 2025-06-18): -32600, with the
 * request's id when it had one. A line over the cap: -32600, and the rest of that line is skipped.
 * Valid lines pass through unchanged to the SDK's transport.
 */
import 'server-only';
import { parseJSONRPCMessage } from '@modelcontextprotocol/server';
import { Transform, type TransformCallback } from 'node:stream';
import { BATCHES_REMOVED_IN } from '../vocabulary';

export const MAX_LINE_BYTES = 10 * 1024 * 1024;

type ErrorWriter = (line: string) => void;

function errorLine(id: unknown, code: number, message: string): string {
  const safeId = typeof id === 'string' || typeof id === 'number' ? id : null;
  return `${JSON.stringify({ jsonrpc: '2.0', id: safeId, error: { code, message } })}\n`;
}

/** Judges one line: undefined when it is a message to pass on, else the error line to answer with. */
export function lineVerdict(line: string): string | undefined {
  if (line.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return errorLine(null, -32700, 'Parse error: each line must be one JSON-RPC message in JSON.');
  }
  try {
    parseJSONRPCMessage(value);
    return undefined;
  } catch {
    const id = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { id?: unknown }).id : undefined;
    const what = Array.isArray(value)
      ? `a batch (JSON-RPC batches were removed in ${BATCHES_REMOVED_IN})`
      : 'not a JSON-RPC 2.0 request, notification or response';
    return errorLine(id, -32600, `Invalid Request: the line is ${what}.`);
  }
}

/** A stream of stdin bytes in, valid lines out; refusals go straight to `writeError` (stdout). */
export function guardedLines(writeError: ErrorWriter, maxLineBytes = MAX_LINE_BYTES): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let skipping = false;

  const finishLine = (line: Buffer, push: (b: Buffer) => void) => {
    const text = line.toString('utf8').replace(/\r$/, '');
    const refusal = lineVerdict(text);
    if (refusal) writeError(refusal);
    else if (text.trim() !== '') push(Buffer.from(`${text}\n`));
  };

  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      let rest = chunk;
      for (let nl = rest.indexOf(0x0a); nl !== -1; nl = rest.indexOf(0x0a)) {
        const head = rest.subarray(0, nl);
        rest = rest.subarray(nl + 1);
        if (skipping) {
          skipping = false;
        } else if (pendingBytes + head.length > maxLineBytes) {
          writeError(errorLine(null, -32600, `Invalid Request: a line is longer than ${maxLineBytes} bytes; it was skipped.`));
        } else {
          finishLine(Buffer.concat([...pending, head]), (b) => this.push(b));
        }
        pending = [];
        pendingBytes = 0;
      }
      if (!skipping && rest.length > 0) {
        if (pendingBytes + rest.length > maxLineBytes) {
          writeError(errorLine(null, -32600, `Invalid Request: a line is longer than ${maxLineBytes} bytes; it was skipped.`));
          skipping = true;
          pending = [];
          pendingBytes = 0;
        } else {
          pending.push(rest);
          pendingBytes += rest.length;
        }
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!skipping && pendingBytes > 0) finishLine(Buffer.concat(pending), (b) => this.push(b));
      done();
    },
  });
}
