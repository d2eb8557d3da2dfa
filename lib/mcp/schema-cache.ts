/**
 * The SDK converts each tool's zod schemas to JSON Schema once per McpServer instance, and this
 * server makes an instance per request. Wrapping a schema so its conversion is memoised moves
 * that work to module level: the same JSON on every request, computed once.
 */
import type { z } from 'zod';

type JsonSchemaFn = (options: { target: string }) => Record<string, unknown>;

export function withCachedJsonSchema<T extends z.ZodType>(schema: T): T {
  const std = schema['~standard'] as T['~standard'] & { jsonSchema: { input: JsonSchemaFn; output: JsonSchemaFn } };
  const memo = new Map<string, Record<string, unknown>>();
  const cached =
    (io: 'input' | 'output'): JsonSchemaFn =>
    (options) => {
      const key = `${io}:${options.target}`;
      let json = memo.get(key);
      if (!json) {
        json = Object.freeze(std.jsonSchema[io](options)) as Record<string, unknown>;
        memo.set(key, json);
      }
      return json;
    };
  const standard = { ...std, jsonSchema: { input: cached('input'), output: cached('output') } };
  // Everything else (parsing, types, shape) stays the zod schema's own.
  return new Proxy(schema, { get: (target, prop) => (prop === '~standard' ? standard : Reflect.get(target, prop, target)) });
}
