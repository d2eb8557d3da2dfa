/** prompts/get fills ${name} and ${name:default} placeholders. */
import { describe, expect, it } from 'vitest';
import { fillVariables } from '../../lib/mcp/prompts';

describe('fillVariables', () => {
  it('uses given values, then defaults, and leaves unknown placeholders alone', () => {
    const body = 'Write in ${language:English} about ${topic}. Keep ${other} as is.';
    expect(fillVariables(body, { topic: 'MCP' })).toBe('Write in English about MCP. Keep ${other} as is.');
    expect(fillVariables(body, { topic: 'MCP', language: 'French', other: 'x' })).toBe('Write in French about MCP. Keep x as is.');
  });
  it('treats a value containing $ literally', () => {
    expect(fillVariables('Cost: ${price}', { price: '$& $1' })).toBe('Cost: $& $1');
  });
});
