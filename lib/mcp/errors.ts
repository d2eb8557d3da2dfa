/**
 * The two kinds of tool failure. An expected one the model can fix becomes `isError` with a hint
 * saying how; anything else is logged with a reference id and the caller sees only that id.
 */
import { randomUUID } from 'node:crypto';
import type { CallToolResult, InputRequiredResult, ServerContext, StandardSchemaWithJSON, ToolCallback } from '@modelcontextprotocol/server';

/** An expected failure: the message names what was wrong, the hint what to do next. */
export function toolFailure(message: string, hint: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${message} ${hint}` }] };
}

/** Logs an unexpected error on stderr (stdout may be the stdio protocol) and returns an opaque reference. */
export function internalFailure(where: string, err: unknown): CallToolResult {
  const ref = randomUUID().slice(0, 8);
  console.error(`[mcp] ${where} failed (ref ${ref}):`, err instanceof Error ? (err.stack ?? err.message) : err);
  return {
    isError: true,
    content: [{ type: 'text', text: `Internal error in ${where} (reference ${ref}). Retrying will not help; report the reference.` }],
  };
}

/**
 * Wraps a tool callback so nothing unexpected escapes as a stack trace. The SDK's callback type is
 * conditional on the schema, so the wrapper is written once over its erased shape and keeps the type.
 */
export function guarded<I extends StandardSchemaWithJSON>(name: string, callback: ToolCallback<I>): ToolCallback<I> {
  const call = callback as unknown as (args: unknown, ctx: ServerContext) => Promise<CallToolResult | InputRequiredResult>;
  const wrapped = async (args: unknown, ctx: ServerContext) => {
    try {
      return await call(args, ctx);
    } catch (err) {
      return internalFailure(name, err);
    }
  };
  return wrapped as unknown as ToolCallback<I>;
}
