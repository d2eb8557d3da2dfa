/**
 * The MCP SDK's Node shim (`@modelcontextprotocol/server/_shims`) as this app's Next.js build resolves
 * it (next.config.ts aliases it here). The SDK's own shim imports its bundled Ajv (three JSON Schema
 * dialects and formats, ~300 kB) as the SDK loads, for the validator of tools declared with JSON Schema.
 * Every tool here declares zod schemas, so that validator is never built: this shim loads Ajv only if
 * the SDK does build one, and the cold start no longer compiles and runs Ajv first.
 * tests/unit/sdk-node-shims.test.ts checks that it exports what the SDK's own shim exports.
 */
import process from 'node:process';
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/server';

export class DefaultJsonSchemaValidator implements jsonSchemaValidator {
  #ajv: jsonSchemaValidator | undefined;

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    // a require, not an import: bundled, but evaluated only here
    this.#ajv ??= new (
      require('@modelcontextprotocol/server/validators/ajv') as typeof import('@modelcontextprotocol/server/validators/ajv')
    ).AjvJsonSchemaValidator();
    return this.#ajv.getValidator<T>(schema);
  }
}

export { process };
