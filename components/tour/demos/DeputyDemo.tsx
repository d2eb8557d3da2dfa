'use client';
/** A correctly signed token for another audience, sent to the OAuth door, refused live. */
import { parseWwwAuthenticate } from '@/lib/wire';
import { mintLabTokens } from '@/lib/jwt/issuer';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { knock, useLiveRun } from '../useLiveRun';
import { DOOR } from '@/lib/vocabulary';

const OAUTH_DOOR = DOOR.oauth.path;

export function DeputyDemo() {
  const live = useLiveRun(async (fetch) => {
    const { tokens } = await mintLabTokens(fetch, OAUTH_DOOR);
    const token = tokens.find((t) => t.kind === 'wrong-audience')!.token;
    await knock({ fetch, path: OAUTH_DOOR, headers: { Authorization: `Bearer ${token}` } }); // the refusal is the point
  });
  const refusal = live.entries.find((e) => e.exchange.request.url.includes(OAUTH_DOOR) && e.exchange.response);
  const header = refusal?.exchange.response?.headers.find(([k]) => k === 'www-authenticate')?.[1];
  const params = header ? parseWwwAuthenticate(header)[0]?.params : undefined;
  return (
    <LiveDemo
      live={live}
      lessonLines={[6, 3]}
      id="deputy"
      label={`A token for someone else, sent to ${OAUTH_DOOR}`}
      show={(e) => e.exchange.request.url.includes(OAUTH_DOOR)}
      open={() => true}
      highlight={{ headers: ['www-authenticate', 'authorization'] }}
      lesson={
        refusal?.exchange.response ? (
          <span data-testid="deputy-refusal">
            signed by the right issuer, wrong <code>aud</code> → <Proof>{refusal.exchange.response.status}</Proof> <Proof>{params?.error ?? 'refused'}</Proof>:{' '}
            {params?.error_description ?? ''}
          </span>
        ) : undefined
      }
    />
  );
}
