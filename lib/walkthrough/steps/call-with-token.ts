/** The same call as the first, now with the token: the door checks it locally and the server answers. */
import { lastDoorAnswer } from '../../browser/door-calls';
import { openClient } from '../../browser/open-client';
import { need, OAUTH_DOOR, type WalkStep } from '../step';

export const callWithToken: WalkStep = {
  id: 'call-with-token',
  title: 'Call again, with the token',
  explain: 'The same call, now with the token. The door checks signature, iss, aud, exp and scope — no call to the issuer — and the server answers.',
  arrow: { from: 'client', to: 'rs', label: 'POST + Authorization: Bearer …', reply: '200 result' },
  keyTrack: 'shown',
  phase: 'use',
  requires: ['token'],
  async run({ tap, origin, data }) {
    const headers = { Authorization: `Bearer ${need(data, 'token').access_token}` };
    let client: Awaited<ReturnType<typeof openClient>> | undefined;
    try {
      client = await openClient({ fetch: tap.fetch, path: OAUTH_DOOR, origin, headers });
      const { tools } = await client.listTools();
      return { final: { status: 200, tools: tools.map((t) => t.name) } };
    } catch (err) {
      const a = lastDoorAnswer(tap);
      throw new Error(
        a.status >= 400 ? `HTTP ${a.status}${a.error ? ` ${a.error}` : ''}: ${a.description ?? 'refused'}` : err instanceof Error ? err.message : String(err),
      );
    } finally {
      await client?.close();
    }
  },
  view: (d) => (d.final ? { kind: 'final', status: d.final.status, tools: d.final.tools } : undefined),
};
