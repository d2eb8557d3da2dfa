'use client';
/**
 * The OAuth door refuses a call without a token (401 + WWW-Authenticate), and its
 * protected-resource metadata names the authorization server: the door checks, someone else issues.
 */
import { parseWwwAuthenticate } from '@/lib/wire';
import { sdkThread } from '@/lib/browser/sdk-thread';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { knock, useLiveRun } from '../useLiveRun';
import { DOOR } from '@/lib/vocabulary';

const OAUTH_DOOR = DOOR.oauth.path;

/** The pointer's path: the origin is this page's own, and a whole URL would fill the lesson line on a phone. */
const pathOf = (url?: string) => (url && URL.canParse(url) ? new URL(url).pathname : url || '?');

export function LockDemo() {
  const live = useLiveRun(async (fetch) => {
    await knock({ fetch, path: OAUTH_DOOR });
    return { metadata: await sdkThread().discoverResource(new URL(OAUTH_DOOR, window.location.origin).href, fetch) };
  });
  const challengeHeader = live.entries
    .find((e) => e.exchange.response?.status === 401)
    ?.exchange.response?.headers.find(([k]) => k === 'www-authenticate')?.[1];
  const challenge = challengeHeader ? parseWwwAuthenticate(challengeHeader)[0] : undefined;
  const status = live.entries.find((e) => e.exchange.response?.status === 401)?.exchange.response?.status;
  return (
    <LiveDemo
      live={live}
      lessonLines={[5, 2]}
      id="lock"
      label={`POST ${OAUTH_DOOR} without a token, then the door’s metadata`}
      open={(e) => e.exchange.response?.status === 401 || e.exchange.request.method === 'GET'}
      highlight={{ headers: ['www-authenticate'], keys: ['authorization_servers', 'resource'] }}
      lesson={
        challenge && status ? (
          <span data-testid="lock-challenge">
            no token → <Proof>{status}</Proof> · <code>WWW-Authenticate: {challenge.scheme}</code> points at{' '}
            <Proof>{pathOf(challenge.params.resource_metadata)}</Proof>
            {live.value ? (
              <>
                , which names the issuer <Proof data-testid="lock-issuer">{live.value.metadata.authorization_servers?.join(', ')}</Proof>
              </>
            ) : null}
          </span>
        ) : undefined
      }
    />
  );
}
