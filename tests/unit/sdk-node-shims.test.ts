/**
 * The build resolves the MCP SDK's Node shim to lib/mcp/sdk-node-shims.ts (next.config.ts). It must
 * export what the SDK's own shim exports, and its validator must judge as the SDK's does: a tool
 * declared with JSON Schema would be validated through it.
 */
import * as sdkShims from '@modelcontextprotocol/server/_shims';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import { describe, expect, it } from 'vitest';
import type { NextConfig } from 'next';
import * as ours from '../../lib/mcp/sdk-node-shims';

const SCHEMA = {
  type: 'object',
  properties: { query: { type: 'string', minLength: 1 }, limit: { type: 'integer', maximum: 50 }, when: { type: 'string', format: 'date' } },
  required: ['query'],
} as const;

describe('the SDK Node shim the build uses', () => {
  it('is the one next.config.ts aliases', async () => {
    const { default: nextConfig } = (await import('../../next.config')) as { default: NextConfig };
    expect(nextConfig.turbopack?.resolveAlias).toMatchObject({ '@modelcontextprotocol/server/_shims': './lib/mcp/sdk-node-shims.ts' });
  });

  it('exports what the SDK’s own shim exports', () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(sdkShims).sort());
    expect(ours.process).toBe(sdkShims.process);
  });

  it('validates JSON Schema as the SDK’s default validator does', () => {
    const mine = new ours.DefaultJsonSchemaValidator().getValidator(SCHEMA);
    const sdk = new AjvJsonSchemaValidator().getValidator(SCHEMA);
    for (const input of [
      { query: 'linux' },
      { query: '' },
      {},
      { query: 'x', limit: 51 },
      { query: 'x', when: '2026-11-30' },
      { query: 'x', when: 'yesterday' },
      'text',
    ]) {
      const [a, b] = [mine(input), sdk(input)];
      expect(a.valid, JSON.stringify(input)).toBe(b.valid);
      expect(a.errorMessage).toBe(b.errorMessage);
    }
    expect(mine({ query: 'linux' }).valid).toBe(true);
    expect(mine({ query: 'x', when: 'yesterday' }).valid).toBe(false);
  });
});
