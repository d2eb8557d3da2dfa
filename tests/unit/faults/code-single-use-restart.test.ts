/**
 * An authorization code redeems once, even across a Redis that restarts without persistence (and so
 * forgets which codes were used): the issuer stamps each code with the store's epoch, notices the
 * loss on reconnect, and refuses every code from before it. /api/health says the store lost its data.
 * Isolated (vitest.config.ts UNIT_ISOLATED): the process's store is chosen from REDIS_URL, set here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConsent,
  fetchResourceMetadata,
  fetchServerMetadata,
  issuerOf,
  openConsentPage,
  publicClient,
  readChallenge,
  registerDynamically,
  startAuthorizationRequest,
} from '../../../lib/oauth-client';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';
import { type RunningRedis, startRedis } from '../../helpers/redis';
import { answered } from './fault-kit';

const REDIRECT = 'http://127.0.0.1:9/callback';
let redis: RunningRedis;
let as: InProcessIssuer;
beforeAll(async () => {
  redis = await startRedis();
  process.env.REDIS_URL = redis.url;
  as = await startInProcessIssuer();
});
afterAll(async () => {
  await redis?.stop();
});

/** A registered client and its authorization request, ready for consent. */
async function authorizationRequest() {
  const refused = await as.fetch(as.door, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  const challenge = await readChallenge(refused.headers.get('www-authenticate') ?? '');
  const prm = await fetchResourceMetadata(as.fetch, as.door, challenge.resourceMetadataUrl);
  const metadata = await fetchServerMetadata(as.fetch, issuerOf(prm));
  const client = await registerDynamically(as.fetch, metadata, publicClient('fault suite', [REDIRECT]));
  const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT, scope: challenge.scope ?? '', resource: prm.resource });
  return { metadata, client, req };
}

/** A fresh code for a freshly registered client, and how to redeem it. */
async function freshCode() {
  const { metadata, client, req } = await authorizationRequest();
  const answer = await answerConsent(as.fetch, req.authorizationUrl, 'approve', { redirect: 'manual' });
  if (answer.kind !== 'redirect') throw new Error(`consent refused: ${answer.error}`);
  const code = answer.callback.code ?? '';
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: client.client_id,
    code_verifier: req.verifier,
    resource: as.door,
  });
  return () =>
    answered(
      () => as.fetch(String(metadata.token_endpoint), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }),
      'token request',
    ).then(({ value }) => value);
}

describe('single use across a Redis restarted without persistence', { timeout: 60_000 }, () => {
  it('refuses a code redeemed (and a consent answered) before the restart, and /api/health says the store lost its data', async () => {
    const redeem = await freshCode();
    expect((await redeem()).status).toBe(200);
    expect((await redeem()).status).toBe(400); // used: refused, as always
    // A consent form answered before the restart, to be posted again after it.
    const { req } = await authorizationRequest();
    const page = await openConsentPage(as.fetch, req.authorizationUrl, { redirect: 'manual' });
    const postForm = () =>
      as.fetch(new URL(page.form!.action, page.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: as.origin },
        body: new URLSearchParams({ ticket: page.form!.ticket, decision: 'approve' }),
      });
    expect((await postForm()).status).toBe(303);

    await redis.stop();
    redis = await startRedis({ port: redis.port });

    // While the instance reconnects the issuer answers 503; once it answers otherwise, it must refuse.
    let after: Response | undefined;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      after = await redeem();
      if (after.status !== 503) break;
    }
    expect(after?.status).toBe(400);
    expect(((await after!.json()) as { error: string }).error).toBe('invalid_grant');

    const { GET } = await import('../../../app/api/health/route');
    await expect
      .poll(async () => ((await (await GET()).json()) as { state?: { lostAt?: string } }).state?.lostAt, { timeout: 10_000, interval: 200 })
      .toMatch(/^\d{4}-/);
    // A consent form answered before the loss, posted again after it, mints no second code.
    const replayed = await postForm();
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get('location')).toBeNull();
    // A code issued after the loss redeems as usual.
    const fresh = await freshCode();
    expect((await fresh()).status).toBe(200);
  });
});
