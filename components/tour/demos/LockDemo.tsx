'use client';
/**
 * The OAuth door refuses a call without a token (401 + WWW-Authenticate), and its
 * protected-resource metadata names the authorization server: the door checks, someone else issues.
 */
import { parseWwwAuthenticate } from '@/lib/wire';
import { openClient } from '@/lib/browser/open-client';
import { LiveDemo } from '../LiveDemo';
import { useLiveRun } from '../useLiveRun';
import { DOOR } from '@/lib/vocabulary';

const OAUTH_DOOR = DOOR.oauth.path;

export function LockDemo() {
  const live = useLiveRun(async (fetch) => {
    const refused = await openClient({ fetch, path: OAUTH_DOOR }).then(
      async (c) => {
        await c.close();
        return false;
      },
      () => true,
    );
    const { discoverOAuthProtectedResourceMetadata } = await import('@modelcontextprotocol/client');
    const metadata = await discoverOAuthProtectedResourceMetadata(new URL(OAUTH_DOOR, window.location.origin), {}, fetch);
    return { refused, metadata };
  });
  const challengeHeader = live.entries
    .find((e) => e.exchange.response?.status === 401)
    ?.exchange.response?.headers.find(([k]) => k === 'www-authenticate')?.[1];
  const challenge = challengeHeader ? parseWwwAuthenticate(challengeHeader)[0] : undefined;
  return (
    <LiveDemo
      live={live}
      id="lock"
      label={`POST ${OAUTH_DOOR} without a token, then the door’s metadata`}
      open={(e) => e.exchange.response?.status === 401 || e.exchange.request.method === 'GET'}
    >
      {challenge ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm" data-testid="lock-challenge">
          <dt className="text-stone-600">Status</dt>
          <dd className="font-mono">401 Unauthorized</dd>
          <dt className="text-stone-600">Scheme</dt>
          <dd className="font-mono">{challenge.scheme}</dd>
          {Object.entries(challenge.params).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-stone-600">{k}</dt>
              <dd className="font-mono wrap-anywhere">{v}</dd>
            </div>
          ))}
          {live.value ? (
            <>
              <dt className="text-stone-600">Tickets issued by</dt>
              <dd className="font-mono wrap-anywhere" data-testid="lock-issuer">
                {live.value.metadata.authorization_servers?.join(', ')}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </LiveDemo>
  );
}
