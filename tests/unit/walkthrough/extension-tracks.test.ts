/**
 * The walkthrough's two extension tracks, their step records run in order in this process against the
 * issuer's and the stand-in IdP's real endpoints and the real OAuth door (no build): each ends in a 200
 * on the door, and each step's exchanges are the ones its card shows.
 */
import { describe, expect, it } from 'vitest';
import { registerEndpoint } from '../../../lib/auth/authorization-server/endpoints/register';
import { idpMetadataEndpoint, idpSignInEndpoint, idpTokenEndpoint } from '../../../lib/auth/authorization-server/endpoints/idp';
import { metadataEndpoint } from '../../../lib/auth/authorization-server/endpoints/metadata';
import { tokenEndpoint } from '../../../lib/auth/authorization-server/endpoints/token';
import { createTap } from '../../../lib/browser/tap';
import { ASM_PREFIX, DOOR, IDP_ENDPOINT_PATHS, IDP_HEADER, IDP_PATH, ISSUER_ENDPOINT_PATHS, ISSUER_PATH } from '../../../lib/vocabulary';
import { CLIENT_CREDENTIALS_STEPS } from '../../../lib/walkthrough/extension-tracks/client-credentials';
import { ENTERPRISE_STEPS } from '../../../lib/walkthrough/extension-tracks/enterprise';
import type { TrackData, TrackStep } from '../../../lib/walkthrough/extension-tracks/track';
import { IN_PROCESS_ORIGIN, inProcessDoors } from '../../helpers/in-process-doors';

const SECRET = 'a test secret that is long enough for the issuer';
const { cfg, route: doorRoute } = inProcessDoors({ AUTH_SECRET: SECRET });

/** The deployment's routes these tracks reach, answered in process as `next start` would answer them. */
const ROUTES: Record<string, (req: Request) => Response | Promise<Response>> = {
  [`${ASM_PREFIX}${ISSUER_PATH}`]: (req) => metadataEndpoint(req, '', cfg),
  [`${ASM_PREFIX}${IDP_PATH}`]: (req) => idpMetadataEndpoint(req, '', cfg),
  [ISSUER_ENDPOINT_PATHS.registration]: (req) => registerEndpoint(req, '', cfg),
  [ISSUER_ENDPOINT_PATHS.token]: (req) => tokenEndpoint(req, '', cfg),
  [IDP_ENDPOINT_PATHS.signIn]: (req) => idpSignInEndpoint(req, '', cfg),
  [IDP_ENDPOINT_PATHS.token]: (req) => idpTokenEndpoint(req, '', cfg),
};

const network = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const req = new Request(input, init);
  req.headers.set('host', new URL(req.url).host);
  const own = ROUTES[new URL(req.url).pathname];
  return own ? own(req) : doorRoute(req);
};

async function runTrack(steps: readonly TrackStep[]) {
  const tap = createTap({ fetch: network });
  let data: TrackData = {};
  const filed: Record<string, string[]> = {};
  for (const step of steps) {
    const mark = tap.mark();
    const { patch } = await step.run({ tap, origin: IN_PROCESS_ORIGIN, data });
    data = { ...data, ...patch };
    await tap.settle();
    const seqs = tap.seqsSince(mark);
    filed[step.id] = tap.store
      .getSnapshot()
      .entries.filter((e) => seqs.includes(e.exchange.seq))
      .map((e) => `${e.exchange.request.method} ${new URL(e.exchange.request.url).pathname} ${e.exchange.response?.status}`);
  }
  return { data, filed, tap };
}

describe('the extension tracks, in process', () => {
  it('client credentials: metadata, a key made here, registration, assertion, token, 200 on the door, and refine refused 403', async () => {
    const { data, filed } = await runTrack(CLIENT_CREDENTIALS_STEPS);
    expect(data.key?.privateKey.extractable).toBe(false);
    expect(filed['cc-key']).toEqual([]);
    expect(filed['cc-assertion']).toEqual([]);
    expect(filed['cc-register']).toEqual([`POST ${ISSUER_ENDPOINT_PATHS.registration} 201`]);
    expect(filed['cc-token']).toEqual([`POST ${ISSUER_ENDPOINT_PATHS.token} 200`]);
    expect(data.token?.scope).toBe('prompts:read');
    expect(data.door?.status).toBe(200);
    expect(filed['cc-call'].at(-1)).toBe(`POST ${DOOR.oauth.path} 200`);
    expect(data.refused).toEqual({ status: 403, detail: 'insufficient_scope' });
  });

  it('enterprise: sign-in at the IdP, the ID-JAG, the JWT bearer grant, 200 on the door; every IdP answer labelled', async () => {
    const { data, filed, tap } = await runTrack(ENTERPRISE_STEPS);
    expect(filed['ema-sign-in']).toEqual([`POST ${IDP_ENDPOINT_PATHS.signIn} 200`]);
    expect(filed['ema-exchange']).toEqual([`POST ${IDP_ENDPOINT_PATHS.token} 200`]);
    expect(filed['ema-redeem']).toEqual([`POST ${ISSUER_ENDPOINT_PATHS.token} 200`]);
    expect(data.door?.status).toBe(200);
    const idpAnswers = tap.store.getSnapshot().entries.filter((e) => new URL(e.exchange.request.url).pathname.startsWith(IDP_PATH));
    expect(idpAnswers.length).toBe(2);
    for (const e of idpAnswers) expect(JSON.stringify(e.exchange.response?.headers).toLowerCase()).toContain(IDP_HEADER.toLowerCase());
  });
});
