'use client';
/**
 * The issuer's facts (JWKS and all), discovered from the OAuth door once through the wire tap so the page can show how.
 * Discovery loads the MCP client (the SDK and its schemas, the biggest script a page runs): a page whose
 * bench sits below the fold passes `near`, and discovery waits until that element comes near the viewport.
 */
import { type RefObject, useEffect, useState } from 'react';
import { useTap } from '@/lib/browser/use-tap';
import { whenNear } from '@/lib/browser/when-near';
import { discoverIssuer, type IssuerFacts } from '@/lib/jwt/issuer';
import { DEFAULT_TOKEN_ALGORITHMS, DOOR } from '@/lib/vocabulary';

export function useIssuer({ near }: { near?: RefObject<Element | null> } = {}) {
  const { tap, snapshot } = useTap();
  const [facts, setFacts] = useState<IssuerFacts>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const discover = () => {
      discoverIssuer(tap.fetch, DOOR.oauth.path).then(setFacts, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    };
    if (!near) {
      discover();
      return;
    }
    const el = near.current;
    return el ? whenNear(el, discover) : undefined;
  }, [tap, near]);
  return { facts, error, entries: snapshot.entries, fetch: tap.fetch, algorithms: DEFAULT_TOKEN_ALGORITHMS };
}
