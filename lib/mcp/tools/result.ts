/**
 * A tool result whose structuredContent a text-only client can still use: a one-line summary for a
 * reader, then the structured result serialised whole (the spec's advice for backwards compatibility),
 * so such a client can page with nextCursor or read every field. structuredContent is exactly the
 * output schema's shape.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';

export function structuredResult<T extends Record<string, unknown>>(output: T, summary: string): CallToolResult & { structuredContent: T } {
  return {
    content: [
      { type: 'text', text: summary },
      { type: 'text', text: JSON.stringify(output) },
    ],
    structuredContent: output,
  };
}
