/**
 * The SDK converts each tool's schemas to JSON Schema once per McpServer instance, and this server
 * makes an instance per request. It takes any Standard Schema with JSON Schema (standardschema.dev,
 * the SDK's `StandardSchemaWithJSON`), so each tool gives it one built here from its zod schema's own
 * `~standard` (the spec's public interface: zod validates, as ever), whose conversion is memoised:
 * the same JSON on every request, computed once.
 *
 * It is also the one place tool schemas are produced, so the `$schema` zod writes at the root
 * ("https://json-schema.org/draft/2020-12/schema") is left out here: 2020-12 is MCP's default
 * without it, and draft-07 validators (Genkit's MCP client uses ajv's) throw on that URL before any
 * call. zod has no option to omit it for its own targets, so it is dropped after conversion, unless
 * the schema uses a keyword draft-07 does not know (then the dialect must be named).
 */
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { z } from 'zod';

type JsonSchemaFn = (options: { target: string }) => Record<string, unknown>;

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
/** Keywords of 2019-09/2020-12 that a draft-07 validator would ignore or refuse. */
const NEWER_KEYWORDS = new Set([
  'prefixItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'dependentRequired',
  'dependentSchemas',
  'minContains',
  'maxContains',
  '$dynamicRef',
  '$dynamicAnchor',
  '$recursiveRef',
  '$recursiveAnchor',
  '$anchor',
  'contentSchema',
]);

function usesNewerKeywords(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(usesNewerKeywords);
  for (const [key, child] of Object.entries(node)) {
    if (NEWER_KEYWORDS.has(key) || usesNewerKeywords(child)) return true;
  }
  return false;
}

/** The converted schema without a root `$schema` of 2020-12, when nothing in it needs that dialect named. */
export function withoutDialect(json: Record<string, unknown>): Record<string, unknown> {
  if (json.$schema !== DRAFT_2020_12 || usesNewerKeywords(json)) return json;
  const { $schema: _, ...rest } = json;
  return rest;
}

export function withCachedJsonSchema<T extends z.ZodType>(schema: T): StandardSchemaWithJSON<z.input<T>, z.output<T>> {
  const std = schema['~standard'] as T['~standard'] & { jsonSchema: { input: JsonSchemaFn; output: JsonSchemaFn } };
  const memo = new Map<string, Record<string, unknown>>();
  const cached =
    (io: 'input' | 'output'): JsonSchemaFn =>
    (options) => {
      const key = `${io}:${options.target}`;
      let json = memo.get(key);
      if (!json) {
        json = Object.freeze(withoutDialect(std.jsonSchema[io](options))) as Record<string, unknown>;
        memo.set(key, json);
      }
      return json;
    };
  return { '~standard': { ...std, jsonSchema: { input: cached('input'), output: cached('output') } } } as StandardSchemaWithJSON<z.input<T>, z.output<T>>;
}
