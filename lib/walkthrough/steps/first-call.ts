/** The first call: no credentials, and the door refuses before any MCP work. */
import { callDoor } from '../../browser/door-calls';
import { OAUTH_DOOR, type WalkStep } from '../step';

export const firstCall: WalkStep = {
  id: 'first-call',
  title: 'Call without credentials',
  explain:
    'The client knows only the server URL. It calls, and the door refuses before any MCP work is done: 401, with a challenge saying where to learn more.',
  arrow: { from: 'client', to: 'rs', label: 'POST {door}', reply: '401 + WWW-Authenticate' },
  keyTrack: 'shown',
  phase: 'discover',
  requires: [],
  async run({ tap, origin }) {
    const answer = await callDoor({ tap, path: OAUTH_DOOR, origin });
    if (answer.status !== 401) throw new Error(`Expected 401 from ${OAUTH_DOOR}, got ${answer.status || 'no answer'}.`);
    return { challenge: { header: answer.challenge ?? '' } };
  },
  view: (d) => ({
    kind: 'facts',
    rows: [
      ['Status', '401 Unauthorized'],
      ['WWW-Authenticate', d.challenge?.header],
    ],
  }),
};
