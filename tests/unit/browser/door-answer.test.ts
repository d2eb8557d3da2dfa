/** What a door said, read from the wire: the refusal's check id from its JSON body, never from its prose. */
import { describe, expect, it } from 'vitest';
import { lastDoorAnswer } from '../../../lib/browser/door-calls';
import { createTap } from '../../../lib/browser/tap';

function refusal(body: unknown) {
  return Response.json(body, {
    status: 401,
    headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="wrong audience: this token is for someone else", scope="prompts:read"' },
  });
}

describe('lastDoorAnswer', () => {
  it('names the check the refusal carries, with the challenge as it came', async () => {
    const tap = createTap({ fetch: async () => refusal({ error: 'invalid_token', error_description: 'whatever the prose says', check: 'aud' }) });
    await tap.fetch('http://localhost/api/mcp/oauth', { method: 'POST' });
    expect(lastDoorAnswer(tap)).toMatchObject({ status: 401, error: 'invalid_token', check: 'aud', scope: 'prompts:read' });
    expect(lastDoorAnswer(tap).challenge).toMatch(/^Bearer error="invalid_token"/);
  });

  it('names no check when the body has none or one it does not know, whatever the prose suggests', async () => {
    for (const body of [{ error: 'invalid_token', error_description: 'wrong audience' }, { check: 'made-up' }]) {
      const tap = createTap({ fetch: async () => refusal(body) });
      await tap.fetch('http://localhost/api/mcp/oauth', { method: 'POST' });
      expect(lastDoorAnswer(tap).check).toBeUndefined();
    }
  });
});
