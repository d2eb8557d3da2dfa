/**
 * The client-credentials track (`io.modelcontextprotocol/oauth-client-credentials`): a daemon with no
 * user gets its own token. Its key pair is made in this page, registered (standing in for the admin
 * console), proved with a private_key_jwt assertion at the token endpoint, and the token opens the door.
 */
import { CLIENT_CREDENTIALS_SCOPES, GRANT_CLIENT_CREDENTIALS, SCOPE_REFINE } from '../../vocabulary';
import { clientCredentialsToken, generateClientKey, readMetadata, registerConfidential, signAssertion } from '../extension-flows';
import { glimpse, OAUTH_DOOR } from '../step';
import { callDoorStep, callTrackDoor, needs, type TrackStep } from './track';

export const CLIENT_CREDENTIALS_STEPS: readonly TrackStep[] = [
  {
    id: 'cc-metadata',
    title: 'Read the authorization server’s metadata',
    explain:
      'The client learns the token endpoint and checks the server supports the grant (client_credentials) and the client authentication (private_key_jwt) it will use.',
    button: 'GET the metadata',
    to: 'as',
    async run({ tap, origin }) {
      const as = await readMetadata(tap, origin, 'issuer');
      if (!as.grant_types_supported?.includes(GRANT_CLIENT_CREDENTIALS)) throw new Error('This authorization server does not offer client_credentials.');
      return { message: `issuer ${as.issuer}`, patch: { as } };
    },
    view: (d) =>
      d.as
        ? {
            kind: 'facts',
            rows: [
              ['issuer', d.as.issuer, 'The audience the client’s assertions must name.'],
              ['grants', d.as.grant_types_supported?.join(' '), 'Its grant types: client_credentials is there.'],
              ['client auth', d.as.token_endpoint_auth_methods_supported?.join(' '), 'How clients may authenticate: private_key_jwt is there.'],
              ['assertion algs', String((d.as.token_endpoint_auth_signing_alg_values_supported as string[] | undefined)?.join(' ') ?? '')],
            ],
          }
        : undefined,
  },
  {
    id: 'cc-key',
    title: 'Make a key pair, here',
    explain:
      'WebCrypto makes an ECDSA P-256 pair in this page. The private key is marked non-extractable: it signs here and can never be read out, not even by this page’s own code. Only the public half will travel.',
    button: 'Generate the key pair',
    to: 'page',
    async run() {
      const key = await generateClientKey();
      return { message: 'A new P-256 key pair; the private key stays in this tab.', patch: { key } };
    },
    view: (d) =>
      d.key
        ? {
            kind: 'facts',
            rows: [
              ['public key (JWK)', JSON.stringify(d.key.publicJwk), 'Sent at registration.'],
              ['private key', `extractable: ${d.key.privateKey.extractable}`, 'A CryptoKey handle: signing works, export is refused.'],
            ],
          }
        : undefined,
  },
  {
    id: 'cc-register',
    title: 'Register the client (the admin’s job)',
    explain:
      'The extension expects the client to be registered out of band by an administrator, not by dynamic registration. This deployment’s registration endpoint stands in for that console: it takes the public key inline (there is no URL where a key born in a browser could be published) and seals it into the client_id, so the issuer keeps no database.',
    button: 'Register the public key',
    to: 'as',
    async run({ tap, data }) {
      const clientId = await registerConfidential(tap, needs(data, 'as'), needs(data, 'key'), GRANT_CLIENT_CREDENTIALS, 'Walkthrough daemon');
      return { message: `client_id ${glimpse(clientId)}`, patch: { clientId } };
    },
    view: (d) =>
      d.clientId ? { kind: 'facts', rows: [['client_id', glimpse(d.clientId), 'Opaque: the registration itself, sealed by the issuer.']] } : undefined,
  },
  {
    id: 'cc-assertion',
    title: 'Sign a client assertion',
    explain:
      'Instead of a secret, the client proves it holds the key: a JWT with iss = sub = its client_id, aud = the issuer, a 60-second life and a jti the issuer accepts once. Signed in this page; nothing is sent yet.',
    button: 'Sign the assertion',
    to: 'page',
    async run({ data }) {
      const assertion = await signAssertion(needs(data, 'key'), needs(data, 'clientId'), needs(data, 'as').issuer);
      return { message: 'Signed with ES256.', patch: { assertion } };
    },
    view: (d) => (d.assertion ? { kind: 'token', token: d.assertion } : undefined),
  },
  {
    id: 'cc-token',
    title: 'Ask for a token: grant_type=client_credentials',
    explain:
      'The token request carries the assertion (client_assertion_type jwt-bearer), the door’s URL as resource and the scope. No user, no browser, no consent: the token’s sub is the client itself, its aud this door, its scope reading only.',
    button: 'POST the token request',
    to: 'as',
    async run({ tap, origin, data }) {
      const token = await clientCredentialsToken(
        tap,
        needs(data, 'as'),
        needs(data, 'assertion'),
        new URL(OAUTH_DOOR, origin).href,
        CLIENT_CREDENTIALS_SCOPES.join(' '),
      );
      return { message: `200: a ${token.expires_in}-second token with scope ${token.scope}.`, patch: { token } };
    },
    view: (d) => (d.token ? { kind: 'token', token: d.token.access_token } : undefined),
  },
  callDoorStep('cc-call', 'The door checks the token as it checks any: signature, iss, aud = itself, exp, scope. It does not care that no user is behind it.'),
  {
    id: 'cc-refused',
    title: 'What the door refuses such a token',
    explain: `refine_prompt asks the caller’s model to write, spending a user’s tokens; a daemon has no user, so its token never carries ${SCOPE_REFINE} and the door answers 403 insufficient_scope. The issuer refuses to grant it too (invalid_scope).`,
    button: 'Call refine_prompt with it',
    to: 'rs',
    optional: true,
    async run(ctx) {
      const a = await callTrackDoor(ctx, needs(ctx.data, 'token').access_token, {
        name: 'refine_prompt',
        arguments: { id: 'linux-terminal', goal: 'for a beginner, shorter' },
      });
      if (a.status !== 403) throw new Error(`Expected 403, got ${a.status}`);
      return { message: `403 ${a.error ?? ''}: the token lacks ${a.scope ?? SCOPE_REFINE}.`, patch: { refused: { status: a.status, detail: a.error ?? '' } } };
    },
  },
];
