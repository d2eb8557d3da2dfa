/** RFC 8414: the issuer named by the door lists its endpoints and its PKCE methods. */
import { fetchServerMetadata, issuerOf } from '../../oauth-client';
import { need, type WalkStep } from '../step';

export const serverMetadata: WalkStep = {
  id: 'server-metadata',
  title: 'Authorization-server metadata',
  explain:
    'RFC 8414: the issuer lists its authorize, token, registration and JWKS endpoints, and that it supports S256 PKCE. The client checks the issuer field matches.',
  arrow: { from: 'client', to: 'as', label: 'GET /.well-known/oauth-authorization-server/oauth', reply: 'endpoints, PKCE methods' },
  keyTrack: 'folded',
  phase: 'discover',
  requires: ['prm'],
  async run({ tap, data }) {
    return { asm: await fetchServerMetadata(tap.fetch, issuerOf(need(data, 'prm'))) };
  },
  view: (d) => ({
    kind: 'facts',
    rows: [
      ['issuer', d.asm && String(d.asm.issuer)],
      ['authorization_endpoint', d.asm && String(d.asm.authorization_endpoint)],
      ['token_endpoint', d.asm && String(d.asm.token_endpoint)],
      ['registration_endpoint', d.asm?.registration_endpoint && String(d.asm.registration_endpoint)],
      ['code_challenge_methods', (d.asm?.code_challenge_methods_supported as string[] | undefined)?.join(', ')],
    ],
  }),
};
