/**
 * A real token for the specs, obtained over HTTP the way a headless client would: register,
 * PKCE S256, authorize, approve on the consent form (posted with this origin), redeem. No lab.
 */
import type { APIRequestContext } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';

const b64url = (b: Buffer) => b.toString('base64url');

export async function obtainToken(request: APIRequestContext, baseURL: string, scope = 'prompts:read'): Promise<string> {
  const redirect = `${baseURL}/auth/callback`;
  const reg = await (
    await request.post('/oauth/register', { data: { client_name: 'e2e', redirect_uris: [redirect], token_endpoint_auth_method: 'none' } })
  ).json();
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: reg.client_id,
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 's',
    scope,
    resource: `${baseURL}/api/mcp/oauth`,
  });
  const toConsent = await request.get(`/oauth/authorize?${q}`, { maxRedirects: 0 });
  const consentUrl = new URL(toConsent.headers().location, baseURL);
  const ticket = consentUrl.searchParams.get('ticket') ?? '';
  const decided = await request.post('/oauth/authorize', { form: { ticket, decision: 'approve' }, headers: { origin: baseURL }, maxRedirects: 0 });
  const code = new URL(decided.headers().location ?? '', baseURL).searchParams.get('code') ?? '';
  const token = await request.post('/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: reg.client_id,
      redirect_uri: redirect,
      resource: `${baseURL}/api/mcp/oauth`,
    },
  });
  return (await token.json()).access_token as string;
}
