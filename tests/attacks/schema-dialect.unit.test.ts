/**
 * Found by a review: every tool schema carried `"$schema": "https://json-schema.org/draft/2020-12/schema"`,
 * and draft-07 validators (Genkit's MCP client compiles with ajv's draft-07 default export) threw on it
 * before any call. A real client lists the tools; no schema names a dialect, and ajv's draft-07 compiles
 * every inputSchema and outputSchema.
 */
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { connectInProcess, openDoor } from '../helpers/in-process-doors';

let client: Client;
let tools: Awaited<ReturnType<Client['listTools']>>['tools'];

beforeAll(async () => {
  client = await connectInProcess(openDoor());
  tools = (await client.listTools()).tools;
});
afterAll(async () => {
  await client?.close();
});

describe('tool schemas a draft-07 client can read', () => {
  it('no listed inputSchema or outputSchema carries $schema', () => {
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) {
      expect(tool.inputSchema, tool.name).not.toHaveProperty('$schema');
      if (tool.outputSchema) expect(tool.outputSchema, tool.name).not.toHaveProperty('$schema');
    }
  });

  it('ajv draft-07 (what Genkit uses) compiles every schema and validates a tool example', () => {
    const ajv = new Ajv();
    for (const tool of tools) {
      expect(() => ajv.compile(tool.inputSchema), `${tool.name} inputSchema`).not.toThrow();
      if (tool.outputSchema) expect(() => ajv.compile(tool.outputSchema!), `${tool.name} outputSchema`).not.toThrow();
    }
    const search = tools.find((t) => t.name === 'search_prompts')!;
    expect(ajv.validate(search.inputSchema, { query: 'linux terminal', limit: 3 })).toBe(true);
    expect(ajv.validate(search.inputSchema, { query: 'linux terminal', limit: 0 })).toBe(false);
  });

  it('a call validates as a draft-07 client checks it: arguments in, structuredContent out', async () => {
    const ajv = new Ajv();
    const search = tools.find((t) => t.name === 'search_prompts')!;
    const args = { query: 'linux terminal', limit: 3 };
    expect(ajv.validate(search.inputSchema, args)).toBe(true);
    const result = await client.callTool({ name: 'search_prompts', arguments: args });
    expect(result.isError).toBeFalsy();
    expect(ajv.validate(search.outputSchema!, result.structuredContent), JSON.stringify(ajv.errors)).toBe(true);
  });
});
