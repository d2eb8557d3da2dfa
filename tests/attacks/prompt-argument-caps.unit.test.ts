/**
 * Found by a review: `prompts/get` with a 1 MB argument whose variable appears 9 times answered 9 MB.
 * Arguments are capped (bytes per argument, and all together), refused as invalid params naming the
 * limit, through a real client; arguments within the caps still fill the prompt.
 */
import { ProtocolErrorCode } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { getCorpus } from '../../lib/corpus';
import { PROMPT_ARGUMENT_MAX_BYTES, PROMPT_ARGUMENTS_MAX_BYTES } from '../../lib/mcp/prompts';
import { connectInProcess, openDoor } from '../helpers/in-process-doors';

let client: Client;
beforeAll(async () => {
  client = await connectInProcess(openDoor({ MCP_MAX_BODY_BYTES: String(4 * 1024 * 1024) }));
});
afterAll(async () => {
  await client?.close();
});

/** The corpus prompt whose one variable appears most often: the multiplier an attacker would pick. */
function mostRepeatedVariable() {
  let best = { id: '', name: '', times: 0 };
  for (const r of getCorpus().records) {
    for (const v of r.variables) {
      const times = r.body.split(`\${${v.name}`).length - 1;
      if (times > best.times) best = { id: r.id, name: v.name, times };
    }
  }
  return best;
}

describe('prompt arguments are bounded', () => {
  it('a 1 MB argument is refused as invalid params naming the per-argument limit, not multiplied into the answer', async () => {
    const { id, name, times } = mostRepeatedVariable();
    expect(times).toBeGreaterThan(1);
    const refusal = client.getPrompt({ name: id, arguments: { [name]: 'x'.repeat(1024 * 1024) } });
    await expect(refusal).rejects.toMatchObject({ code: ProtocolErrorCode.InvalidParams });
    await expect(refusal).rejects.toThrow(new RegExp(`at most ${PROMPT_ARGUMENT_MAX_BYTES} bytes`));
  });

  it('many arguments each within the cap are refused past the total, naming it', async () => {
    const { id } = mostRepeatedVariable();
    const args = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`extra${i}`, 'y'.repeat(PROMPT_ARGUMENT_MAX_BYTES - 16)]));
    const refusal = client.getPrompt({ name: id, arguments: args });
    await expect(refusal).rejects.toMatchObject({ code: ProtocolErrorCode.InvalidParams });
    await expect(refusal).rejects.toThrow(new RegExp(`at most ${PROMPT_ARGUMENTS_MAX_BYTES} bytes`));
  });

  it('an argument at the cap still fills every place its variable appears', async () => {
    const { id, name, times } = mostRepeatedVariable();
    const value = `<${'z'.repeat(PROMPT_ARGUMENT_MAX_BYTES - 2)}>`;
    const prompt = getCorpus().byId.get(id)!;
    const args = Object.fromEntries(prompt.variables.map((v) => [v.name, v.name === name ? value : 'v']));
    const got = await client.getPrompt({ name: id, arguments: args });
    const text = (got.messages[0]!.content as { text: string }).text;
    expect(text.split(value).length - 1).toBe(times);
  });
});
