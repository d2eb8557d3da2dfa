/** The same call as the first, now with the token: the door checks it locally and the server answers. */
import { listToolsWith, need, type WalkStep } from '../step';

export const callWithToken: WalkStep = {
  id: 'call-with-token',
  title: 'Call again, with the token',
  explain: 'The same call, now with the token. The door checks signature, iss, aud, exp and scope — no call to the issuer — and the server answers.',
  arrow: { from: 'client', to: 'rs', label: 'POST + Authorization: Bearer …', reply: '200 result' },
  keyTrack: 'shown',
  phase: 'use',
  requires: ['token'],
  run: async (ctx) => ({ final: { status: 200, tools: await listToolsWith(ctx, need(ctx.data, 'token').access_token) } }),
  view: (d) => (d.final ? { kind: 'final', status: d.final.status, tools: d.final.tools } : undefined),
};
