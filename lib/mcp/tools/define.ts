/**
 * A tool owns its whole contract in one file: name, the scopes a caller needs, schemas, annotations
 * and handler. `defineTool` keeps the types intact from schema to handler, memoises the JSON Schema
 * conversion once per process, and returns what the factory registers and what a door derives its
 * tool → scope table from. Spans and the meter are not a tool's concern: tools/call's one owner
 * (../tool-call.ts) runs every call in its request's span and meters it, a Tasks handle included.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import type { Scope } from '../../vocabulary';
import { guarded } from '../errors';
import { withCachedJsonSchema } from '../schema-cache';
import type { ToolDefinition, ToolDeps } from './types';

export interface DefinedTool {
  name: string;
  /** Every scope a caller's token must carry to call it (the OAuth doors check; other doors ignore). */
  requires: readonly Scope[];
  title: string;
  description: string;
  /** The input schema, for forms and docs. */
  inputSchema: z.ZodObject;
  /** What structuredContent must be. */
  outputSchema: z.ZodObject;
  /** Its sentence in the server's instructions. */
  instruction: string;
  /** Valid sample arguments (checked against inputSchema when defined). */
  example: Record<string, unknown>;
  /** A door may replay the SDK's answer to the same call (ToolDefinition.replayable). */
  replayable: boolean;
  register: (server: McpServer, deps: ToolDeps) => void;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(def: ToolDefinition<I, O>): DefinedTool {
  // A wrong example would make every test that sends it meaningless: fail at load, naming the tool.
  const example = def.config.inputSchema.safeParse(def.example);
  if (!example.success) throw new Error(`${def.name}: its example arguments do not match its inputSchema: ${example.error.message}`);
  const config = { ...def.config, inputSchema: withCachedJsonSchema(def.config.inputSchema), outputSchema: withCachedJsonSchema(def.config.outputSchema) };
  return {
    name: def.name,
    requires: def.requires,
    title: def.config.title,
    description: def.config.description,
    inputSchema: def.config.inputSchema,
    outputSchema: def.config.outputSchema,
    instruction: def.instruction,
    example: def.example as Record<string, unknown>,
    replayable: def.replayable === true,
    register: (server, deps) => {
      server.registerTool(def.name, config, guarded(def.name, def.handler(deps)));
    },
  };
}
