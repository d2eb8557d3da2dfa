/** The challenge, read with the SDK's own parser: where the door describes itself, and what to ask for. */
import { readChallenge } from '../../oauth-client';
import { need, type WalkStep } from '../step';

export const readChallengeStep: WalkStep = {
  id: 'read-challenge',
  title: 'Read the challenge',
  explain: 'WWW-Authenticate: Bearer carries resource_metadata (where the door describes itself, RFC 9728) and scope (what to ask for).',
  arrow: { from: 'client', to: 'client', label: 'parse resource_metadata, scope' },
  keyTrack: 'folded',
  phase: 'discover',
  requires: ['challenge'],
  run: async ({ data }) => ({ challenge: await readChallenge(need(data, 'challenge').header) }),
  view: (d) => ({
    kind: 'facts',
    rows: [
      ['resource_metadata', d.challenge?.resourceMetadataUrl],
      ['scope', d.challenge?.scope],
    ],
  }),
};
