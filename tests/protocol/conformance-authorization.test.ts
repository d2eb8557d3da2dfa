/**
 * The official conformance suite's authorization-server scenarios (`conformance authorization`) against
 * the built-in issuer of the running production server: its metadata (with client ID metadata document
 * support), and the authorization code grant with PKCE, `resource` and `iss`. The suite prints the
 * authorization URL for a person to open and waits for the redirect on its own loopback callback; here
 * lib/oauth-client's consent answer is that person: it opens the URL, reads the issuer's consent page and
 * posts its form with Allow pressed, as the page does, following the redirect to the suite's callback.
 * The client is registered beforehand by dynamic registration, with that callback as its redirect URI.
 * The server is this file's own: the tier's shared one runs without the issuer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOOR, ISSUER_PATH } from '../../lib/vocabulary';
import { answerConsent, type ConsentAnswer, fetchServerMetadata, publicClient, registerDynamically } from '../../lib/oauth-client';
import { runConformance } from '../conformance/run-suite';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';

describe('official conformance suite: authorization-server scenarios against the built-in issuer', () => {
  // The tier's shared server runs without the built-in issuer (no AUTH_SECRET): this one has it.
  let server: RunningServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startNextServer({ AUTH_SECRET: 'conformance-authorization-secret-0123456789abcdef' });
    baseUrl = server.url;
  });
  afterAll(async () => server?.stop());

  it('passes the metadata (with CIMD support) and the authorization code grant, the consent approved on the issuer’s page', async () => {
    const issuer = `${baseUrl}${ISSUER_PATH}`;
    const port = await freePort();
    const metadata = await fetchServerMetadata(fetch, issuer);
    const client = await registerDynamically(fetch, metadata, publicClient('conformance authorization', [`http://127.0.0.1:${port}/callback`]));
    const authorizeAt = String(metadata.authorization_endpoint);

    const stop = new AbortController();
    let printed = '';
    let consent: Promise<ConsentAnswer> | undefined;
    const run = await runConformance(
      ['authorization', '--url', issuer, '--client-id', client.client_id, '--resource', `${baseUrl}${DOOR.oauth.path}`, '--port', String(port)],
      {
        signal: stop.signal,
        onOutput: (chunk) => {
          if (consent) return;
          printed += chunk;
          const url = printed.split('\n').find((line) => line.startsWith(`${authorizeAt}?`));
          if (!url) return;
          consent = answerConsent(fetch, url.trim(), 'approve');
          // Refused, or failed: the suite would wait minutes for a callback that cannot come.
          consent.then((answer) => answer.kind !== 'redirect' && stop.abort()).catch(() => stop.abort());
        },
      },
    );
    expect(consent, run.output).toBeDefined();
    expect(await consent).toMatchObject({ kind: 'redirect', callback: { code: expect.any(String), iss: issuer } });
    expect(run.status, run.summary).toBe(0);
    expect(run.summary).toMatch(/✓ authorization-server-metadata-endpoint: 2 passed, 0 failed/);
    expect(run.summary).toMatch(/✓ authorization-code-grant: 1 passed, 0 failed/);
  }, 120_000);
});
