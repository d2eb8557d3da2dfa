/** The instructions a model reads on connect stay short and never name a tool that does not exist. */
import { describe, expect, it } from 'vitest';
import { INSTRUCTIONS } from '../../lib/mcp/instructions';
import { TOOL_NAMES, TOOLS } from '../../lib/mcp/tools';

describe('server instructions', () => {
  it('are at most 900 characters', () => {
    expect(INSTRUCTIONS.length).toBeLessThanOrEqual(900);
  });

  it('mention only registered tools, and mention every tool', () => {
    const mentioned = new Set(INSTRUCTIONS.match(/\b[a-z]+(?:_[a-z]+)+\b/g));
    for (const name of mentioned) expect(TOOL_NAMES, `instructions mention ${name}`).toContain(name);
    for (const name of TOOL_NAMES) expect(mentioned.has(name), `instructions omit ${name}`).toBe(true);
  });

  it('carry each tool’s own sentence, which names that tool', () => {
    for (const tool of TOOLS) {
      expect(tool.instruction).toContain(tool.name);
      expect(INSTRUCTIONS).toContain(tool.instruction);
    }
  });
});
