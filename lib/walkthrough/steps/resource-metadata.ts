/** RFC 9728: the door's own document names its canonical URL (the future aud) and its issuers. */
import { fetchResourceMetadata } from '../../oauth-client';
import { OAUTH_DOOR, type WalkStep } from '../step';

export const resourceMetadata: WalkStep = {
  id: 'resource-metadata',
  title: 'Protected-resource metadata',
  explain: 'The door’s own document: its canonical resource URL (the future aud) and the authorization servers it trusts.',
  arrow: { from: 'client', to: 'rs', label: 'GET /.well-known/oauth-protected-resource/…', reply: 'resource, authorization_servers' },
  keyTrack: 'folded',
  phase: 'discover',
  requires: ['challenge'],
  run: async ({ tap, origin, data }) => ({ prm: await fetchResourceMetadata(tap.fetch, new URL(OAUTH_DOOR, origin), data.challenge?.resourceMetadataUrl) }),
  view: (d) => ({
    kind: 'facts',
    rows: [
      ['resource (the future aud)', d.prm?.resource],
      ['authorization_servers', d.prm?.authorization_servers?.join(', ')],
      ['scopes_supported', d.prm?.scopes_supported?.join(' ')],
    ],
  }),
};
