/**
 * The client the official suite's `client --command` runs for its auth/* scenarios: `<this> <server-url>`,
 * configured as a deployed client would be, by the suite's environment: MCP_CONFORMANCE_PROTOCOL_VERSION,
 * and MCP_CONFORMANCE_CONTEXT where a scenario hands out credentials (pre-registered ones for an issuer,
 * or a confidential client's for the client credentials grant).
 *
 * It is the SDK's MCP client (stateless 2026-07-28 requests) over a fetch that signs in with
 * lib/oauth-client whenever the door answers 401, or 403 insufficient_scope (a step-up), and retries the
 * request once with the new token; at most three sign-ins a run, so a door that never accepts cannot
 * loop it. The person approves as a browser would: the authorization URL is opened and the issuer's
 * redirect read for the callback (the suite's issuer asks nobody and redirects at once). A flow refused
 * on the way (a foreign resource, a wrong `iss`, poisoned issuer metadata) ends the run with an error
 * and exit status 1, which those scenarios expect.
 *
 * Tests only: nothing under app/ or lib/ imports it. Bundled once per test run (client-suite.test.ts).
 */
import type { OAuthClientInformationMixed } from '@modelcontextprotocol/client';
import type { ClientAuthentication, FetchLike, PreRegisteredClient } from '../../lib/oauth-client';

// Loaded only for a scenario this client takes part in: the SDK is most of what a run costs.
const sdk = () => import('@modelcontextprotocol/client');
const oauth = () => import('../../lib/oauth-client');

/** The suite's client ID metadata document URL (basic-cimd expects exactly it); the client never fetches it. */
const METADATA_DOCUMENT_URL = 'https://conformance-test.local/client-metadata.json';
/** Never contacted: the callback is read from the issuer's redirect. */
const REDIRECT_URI = 'http://localhost:3000/callback';
const MAX_SIGN_INS = 3;

interface Context {
  client_id?: string;
  client_secret?: string;
  issuer?: string;
  private_key_pem?: string;
  signing_algorithm?: string;
}

const door = process.argv[2];
const context: Context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}');
const version = process.env.MCP_CONFORMANCE_PROTOCOL_VERSION ?? '2026-07-28';
const plainFetch: FetchLike = (url, init) => fetch(url, init);

/** A confidential client's credentials, when the configuration carries them without an issuer to pre-register with. */
function clientCredentials(): ClientAuthentication | undefined {
  if (context.issuer || !context.client_id) return undefined;
  if (context.private_key_pem) return { method: 'private_key_jwt', privateKeyPem: context.private_key_pem, algorithm: context.signing_algorithm ?? 'ES256' };
  if (context.client_secret) return { method: 'client_secret_basic', clientSecret: context.client_secret };
  return undefined;
}

const registrations = new Map<string, OAuthClientInformationMixed>();
const preRegistered = new Map<string, PreRegisteredClient>(
  context.issuer && context.client_id ? [[context.issuer, { client_id: context.client_id, client_secret: context.client_secret }]] : [],
);
let token: string | undefined;
let scope = '';
let signIns = 0;

/** A token for the door, by the grant this client is configured for. */
async function obtainToken(challenge: string | null): Promise<string> {
  signIns += 1;
  const { answerConsent, fetchResourceMetadata, fetchServerMetadata, issuerOf, publicClient, readChallenge, requestClientCredentialsToken, signIn } =
    await oauth();
  const cc = clientCredentials();
  if (cc) {
    const found = challenge ? await readChallenge(challenge) : undefined;
    const prm = await fetchResourceMetadata(plainFetch, door, found?.resourceMetadataUrl);
    const metadata = await fetchServerMetadata(plainFetch, issuerOf(prm));
    const tokens = await requestClientCredentialsToken(plainFetch, {
      metadata,
      clientId: context.client_id ?? '',
      auth: cc,
      resource: prm.resource,
      scope: found?.scope,
    });
    return tokens.access_token;
  }
  const signedIn = await signIn({
    fetch: plainFetch,
    door,
    challenge,
    previousScope: scope,
    redirectUri: REDIRECT_URI,
    clientMetadata: publicClient('observatory conformance client', [REDIRECT_URI]),
    metadataDocumentUrl: METADATA_DOCUMENT_URL,
    preRegistered,
    registrations,
    approve: async (url) => {
      const answer = await answerConsent(plainFetch, url, 'approve', { redirect: 'manual' });
      if (answer.kind === 'refused') throw new Error(`The issuer refused: ${answer.error}: ${answer.description}`);
      return answer.back;
    },
  });
  scope = signedIn.scope;
  return signedIn.tokens.access_token;
}

const withToken = (init: RequestInit | undefined, bearer: string | undefined): RequestInit => {
  const headers = new Headers(init?.headers);
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  return { ...init, headers };
};

/** 401, or 403 asking for more scope: sign in (within the limit) and send the same request once more. */
const authorizedFetch: FetchLike = async (url, init) => {
  const res = await fetch(url, withToken(init, token));
  const challenge = res.headers.get('www-authenticate');
  const stepUp = res.status === 403 && challenge !== null && (await (await oauth()).readChallenge(challenge)).error === 'insufficient_scope';
  if ((res.status !== 401 && !stepUp) || signIns >= MAX_SIGN_INS) return res;
  await res.body?.cancel();
  token = await obtainToken(challenge);
  return fetch(url, withToken(init, token));
};

/**
 * What this client does not take part in, and ends at once: the suite's MCP-client scenarios (the SDK's
 * business, not OAuth's), and the extensions lib/oauth-client does not speak (DPoP, enterprise-managed
 * authorization, workload identity federation). docs/testing.md lists them.
 */
const OUT_OF_SCOPE = /^auth\/(dpop|enterprise-managed-authorization|wif-)/;
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';

async function main(): Promise<void> {
  if (!door) throw new Error('usage: oauth-client-cli <server-url>');
  if (!scenario.startsWith('auth/') || OUT_OF_SCOPE.test(scenario)) throw new Error(`${scenario} is outside lib/oauth-client's part: not run.`);
  const { Client, StreamableHTTPClientTransport } = await sdk();
  const client = new Client({ name: 'observatory-conformance-client', version: '1.0.0' }, { versionNegotiation: { mode: { pin: version } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(door), { fetch: authorizedFetch }));
  try {
    const { tools } = await client.listTools();
    for (const tool of tools) await client.callTool({ name: tool.name, arguments: {} });
  } finally {
    await client.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
