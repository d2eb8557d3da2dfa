/**
 * The enterprise-managed authorization track (`io.modelcontextprotocol/enterprise-managed-authorization`):
 * this deployment also plays the company's IdP (a stand-in, on its own issuer identifier). The user is
 * signed in by the IdP, the client trades the ID token for an ID-JAG at the IdP (RFC 8693, the admin's
 * policy decides), redeems it at the MCP authorization server (RFC 7523 JWT bearer) and calls the door.
 */
import { ENTERPRISE_POLICY, GRANT_JWT_BEARER } from '../../vocabulary';
import { exchangeForIdJag, generateClientKey, idpSignIn, readMetadata, redeemIdJag, registerConfidential, signAssertion } from '../extension-flows';
import { glimpse, OAUTH_DOOR } from '../step';
import { callDoorStep, needs, type TrackStep } from './track';

export const ENTERPRISE_STEPS: readonly TrackStep[] = [
  {
    id: 'ema-setup',
    title: 'Set up the client: a key pair here, registered with both servers',
    explain:
      'The client reads both servers’ metadata, makes a P-256 key pair in this page (the private key cannot be exported) and is pre-registered by the admin. In a company the IdP and the MCP authorization server each hold their own registration; here one sealed registration is trusted by both, because one deployment plays both.',
    button: 'Read metadata, make the key, register',
    to: 'as',
    async run({ tap, origin }) {
      const as = await readMetadata(tap, origin, 'issuer');
      const idp = await readMetadata(tap, origin, 'idp');
      const key = await generateClientKey();
      const clientId = await registerConfidential(tap, as, key, GRANT_JWT_BEARER, 'Walkthrough enterprise client');
      return { message: `Registered: client_id ${glimpse(clientId)}`, patch: { as, idp, key, clientId } };
    },
    view: (d) =>
      d.as && d.idp
        ? {
            kind: 'facts',
            rows: [
              ['IdP issuer', d.idp.issuer, 'The stand-in enterprise IdP: its own issuer identifier and signing key.'],
              ['MCP AS issuer', d.as.issuer, 'Advertises authorization_grant_profiles_supported: id-jag.'],
              ['client_id', glimpse(d.clientId), 'One registration (private_key_jwt, the jwt-bearer grant), trusted by both.'],
            ],
          }
        : undefined,
  },
  {
    id: 'ema-sign-in',
    title: 'The user signs in at the enterprise IdP',
    explain:
      'Single sign-on, as every morning: the IdP authenticates the employee (its own login page, MFA) and gives the client an ID token. Simulated here: one button signs in the IdP’s one demo employee. The ID token is for the client (aud = its client_id), not for any MCP server.',
    button: 'Sign in (simulated SSO)',
    to: 'idp',
    async run({ tap, origin, data }) {
      const idToken = await idpSignIn(tap, origin, needs(data, 'clientId'));
      return { message: 'ID token received.', patch: { idToken } };
    },
    view: (d) => (d.idToken ? { kind: 'token', token: d.idToken } : undefined),
  },
  {
    id: 'ema-exchange',
    title: 'Exchange the ID token for an ID-JAG (RFC 8693)',
    explain:
      'The client asks the IdP for an Identity Assertion JWT Authorization Grant: requested_token_type id-jag, the ID token as subject_token, audience = the MCP authorization server, resource = the door, authenticated by its own assertion (aud = the IdP). The IdP applies the admin’s policy, shown above, instead of asking the user.',
    button: 'POST the token exchange',
    to: 'idp',
    async run({ tap, origin, data }) {
      const idp = needs(data, 'idp');
      const as = needs(data, 'as');
      const idJag = await exchangeForIdJag(tap, idp, {
        idToken: needs(data, 'idToken'),
        assertion: await signAssertion(needs(data, 'key'), needs(data, 'clientId'), idp.issuer),
        audience: as.issuer,
        resource: new URL(OAUTH_DOOR, origin).href,
        scope: ENTERPRISE_POLICY.scopes.join(' '),
      });
      return { message: `ID-JAG granted, scope ${idJag.scope}, ${idJag.expires_in} s.`, patch: { idJag } };
    },
    view: (d) => (d.idJag ? { kind: 'token', token: d.idJag.access_token } : undefined),
  },
  {
    id: 'ema-redeem',
    title: 'Redeem the ID-JAG at the MCP authorization server (RFC 7523)',
    explain:
      'grant_type=jwt-bearer with the ID-JAG as assertion, the client authenticated by a new assertion (aud = this authorization server). The server checks the IdP’s signature, typ, aud = itself, resource = its door, client_id = this client, a short life, and spends its jti: a second redemption is refused, on any instance.',
    button: 'POST the JWT bearer grant',
    to: 'as',
    async run({ tap, data }) {
      const as = needs(data, 'as');
      const token = await redeemIdJag(tap, as, needs(data, 'idJag').access_token, await signAssertion(needs(data, 'key'), needs(data, 'clientId'), as.issuer));
      return { message: `200: an access token for the employee, scope ${token.scope}.`, patch: { token } };
    },
    view: (d) => (d.token ? { kind: 'token', token: d.token.access_token } : undefined),
  },
  callDoorStep('ema-call', 'The token names the employee (sub), this door (aud) and what the admin allowed (scope). No consent screen was ever shown.'),
];
