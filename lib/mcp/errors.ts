/**
 * The two kinds of tool failure. An expected one the model can fix becomes `isError` with a hint
 * saying how; anything else is logged with a reference id and the caller sees only that id.
 */
import { randomUUID } from 'node:crypto';
import type { CallToolResult } from '@modelcontextprotocol/server';

/** An expected failure: the message names what was wrong, the hint what to do next. */
export function toolFailure(message: string, hint: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${message} ${hint}` }] };
}

/** Logs an unexpected error on stderr (stdout may be the stdio protocol) and returns an opaque reference. */
export function internalFailure(where: string, err: unknown): CallToolResult {
  const ref = randomUUID().slice(0, 8);
  console.error(`[mcp] ${where} failed (ref ${ref}):`, err instanceof Error ? err.stack ?? err.message : err);
  return {
    isError: true,
    content: [{ type: 'text', text: `Internal error in ${where} (reference ${ref}). Retrying will not help; report the reference.` }],
  };
}

type Handler<A, C> = (args: A, ctx: C) => Promise<CallToolResult | object> | CallToolResult | object;

/** Wraps a tool handler so nothing unexpected escapes as a stack trace. */
export function guarded<A, C>(name: string, handler: Handler<A, C>): Handler<A, C> {
  return async (args, ctx) => {
    try {
      return await handler(args, ctx);
    } catch (err) {
      return internalFailure(name, err);
    }
  };
}
