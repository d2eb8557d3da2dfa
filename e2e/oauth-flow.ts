/**
 * A real token for the specs, obtained over HTTP the way a headless client would, with the app's own
 * OAuth client (lib/oauth-client): discover the issuer, register, PKCE S256, authorize, approve on the
 * consent form (posted with this origin), redeem. No lab.
 */
import { fetchServerMetadata, answerConsent, publicClient, redeemCode, registerDynamically, startAuthorizationRequest } from '../lib/oauth-client';
import { CLIENT_CALLBACK_PATH, DOOR, ISSUER_PATH } from '../lib/vocabulary';

export async function obtainToken(baseURL: string, scope = 'prompts:read'): Promise<string> {
  const redirectUri = `${baseURL}${CLIENT_CALLBACK_PATH}`;
  const resource = `${baseURL}${DOOR.oauth.path}`;
  const metadata = await fetchServerMetadata(fetch, `${baseURL}${ISSUER_PATH}`);
  const client = await registerDynamically(fetch, metadata, publicClient('e2e', [redirectUri]));
  const req = await startAuthorizationRequest({ metadata, client, redirectUri, scope, resource });
  // The redirect is read, not followed: the callback page is for a browser window.
  const answer = await answerConsent(fetch, req.authorizationUrl, 'approve', { redirect: 'manual' });
  if (answer.kind !== 'redirect') throw new Error(`The issuer refused: ${answer.error}: ${answer.description}`);
  const token = await redeemCode(fetch, { metadata, client, callback: answer.callback, verifier: req.verifier, redirectUri, resource });
  return token.access_token;
}
