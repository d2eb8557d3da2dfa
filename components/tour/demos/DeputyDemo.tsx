'use client';
/** A correctly signed token for another audience, sent to the OAuth door, refused live. */
import { parseWwwAuthenticate } from '@/lib/wire';
import { mintLabTokens } from '@/lib/jwt/issuer';
import { openClient } from '@/lib/browser/open-client';
import { LiveDemo } from '../LiveDemo';
import { useLiveRun } from '../useLiveRun';
import { DOOR } from '@/lib/vocabulary';

const OAUTH_DOOR = DOOR.oauth.path;

export function DeputyDemo() {
  const live = useLiveRun(async (fetch) => {
    const { tokens } = await mintLabTokens(fetch, OAUTH_DOOR);
    const token = tokens.find((t) => t.kind === 'wrong-audience')!.token;
    await openClient({ fetch, path: OAUTH_DOOR, headers: { Authorization: `Bearer ${token}` } }).then(
      (c) => c.close(),
      () => undefined, // the refusal is the point; it is read from the wire below
    );
  });
  const refusal = live.entries.find((e) => e.exchange.request.url.includes(OAUTH_DOOR) && e.exchange.response);
  const header = refusal?.exchange.response?.headers.find(([k]) => k === 'www-authenticate')?.[1];
  const params = header ? parseWwwAuthenticate(header)[0]?.params : undefined;
  return (
    <LiveDemo
      live={live}
      id="deputy"
      label={`A token for someone else, sent to ${OAUTH_DOOR}`}
      show={(e) => e.exchange.request.url.includes(OAUTH_DOOR)}
      open={() => true}
    >
      {refusal?.exchange.response ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-950" data-testid="deputy-refusal">
          <strong>HTTP {refusal.exchange.response.status}</strong> · {params?.error ?? 'refused'}: {params?.error_description ?? ''}
        </p>
      ) : null}
    </LiveDemo>
  );
}
