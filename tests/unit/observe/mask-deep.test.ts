/** What a channel publishes never carries a credential: headers, URLs, JSON, forms, SSE and cut bodies. */
import { describe, expect, it } from 'vitest';
import { maskBodyText, maskExchangeDeep, maskUrl } from '../../../lib/wire/mask';
import type { WireExchange } from '../../../lib/wire/types';

const JWT = 'eyJhbGciOiJFZERTQSIsInR5cCI6ImF0K2p3dCJ9.eyJpc3MiOiJodHRwOi8vbG9jYWxob3N0L29hdXRoIn0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';
const JWE = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..aXZpdml2aXZpdg.Y2lwaGVydGV4dC1jaXBoZXJ0ZXh0.dGFndGFndGFn';
const KEY = 'demo-key-0123456789abcdefghijklmnop';
const VERIFIER = 'verifier-verifier-verifier-verifier-verifier-1234';

describe('deep masking', () => {
  it('masks a token response, a token request form and a redirect with its code', () => {
    const json = maskBodyText(JSON.stringify({ access_token: JWT, token_type: 'Bearer', scope: 'prompts:read' }));
    expect(json).not.toContain(JWT);
    expect(JSON.parse(json).scope).toBe('prompts:read');
    const form = maskBodyText(`grant_type=authorization_code&code=${JWE}&code_verifier=${VERIFIER}&resource=http%3A%2F%2Fx`);
    expect(form).not.toContain(JWE);
    expect(form).not.toContain(VERIFIER);
    expect(form).toContain('grant_type=authorization_code');
    const url = maskUrl(`http://127.0.0.1:9/callback?code=${JWE}&state=s1&iss=http%3A%2F%2Fx`);
    expect(url).not.toContain(JWE);
    expect(url).toContain('state=s1');
  });

  it('masks a cut JSON body field by field and any JWT-shaped text', () => {
    const cut = `{"access_token":"${JWT}","scope":"prompts:re`;
    expect(maskBodyText(cut)).not.toContain(JWT);
    expect(maskBodyText(`text with ${JWT} inside`)).not.toContain(JWT);
  });

  it('masks headers, the location, bodies and SSE events of a whole exchange', () => {
    const x: WireExchange = {
      seq: 1,
      startedAt: 0,
      request: { method: 'POST', url: `http://x/oauth/consent?ticket=${JWE}`, headers: [['authorization', `Bearer ${KEY}`]], body: `{"code":"${JWE}"}` },
      response: {
        status: 303,
        statusText: '',
        headers: [['location', `http://127.0.0.1:9/cb?code=${JWE}`]],
        headersAtMs: 1,
        kind: 'sse',
        events: [{ atMs: 1, data: JSON.stringify({ result: { access_token: JWT } }) }],
      },
    };
    const text = JSON.stringify(maskExchangeDeep(x));
    for (const secret of [JWT, JWE, KEY]) expect(text).not.toContain(secret);
  });
});
