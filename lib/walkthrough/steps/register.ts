/** Registration: a client ID metadata document (the default) or dynamic registration (RFC 7591), as the person chose. */
import { publicClient, registerDynamically, useMetadataDocument } from '../../oauth-client';
import { CLIENT_METADATA_PATH } from '../../vocabulary';
import { need, redirectUri, type WalkStep } from '../step';

/** What the long client_id is, said where it appears: it looks like a token and is not one. */
const SEALED_ID =
  'The issuer’s name for this client, sent back in the authorize and token requests. Not a secret and not a token: it opens nothing. It is long because this issuer keeps no table of clients: it seals the registration itself (name, redirect URIs) into the id, encrypted under its own secret, so any instance can read it back.';
const METADATA_URL_ID =
  'The client’s own URL: an issuer fetches the metadata document there to learn its name and redirect URIs (this deployment’s issuer knows its own walkthrough’s document without a fetch). Public, and not a credential.';

export const registerStep: WalkStep = {
  id: 'register',
  title: 'Register the client',
  explain:
    'A client ID metadata document, the 2026-07-28 default: the client_id is a URL where the client publishes its name and redirect URIs, and the issuer fetches it when you sign in. Older clients still use dynamic registration (RFC 7591) and POST their details first.',
  arrow: { from: 'client', to: 'as', label: 'client_id URL (or POST /oauth/register)', reply: 'client_id' },
  keyTrack: 'folded',
  phase: 'discover',
  requires: ['asm'],
  run: async ({ tap, origin, registration, data }) => ({
    client:
      registration === 'cimd'
        ? await useMetadataDocument(tap.fetch, new URL(CLIENT_METADATA_PATH, origin).href)
        : await registerDynamically(tap.fetch, need(data, 'asm'), publicClient('MCP Observatory walkthrough', [redirectUri(origin)], origin)),
  }),
  view: (d, registration) => ({
    kind: 'facts',
    rows: [
      ['How', registration === 'dcr' ? 'dynamic client registration (RFC 7591)' : 'client ID metadata document'],
      ['client_id', d.client?.client_id, registration === 'dcr' ? SEALED_ID : METADATA_URL_ID],
    ],
  }),
};
