'use client';
/** The issuer's facts (JWKS and all), discovered once through the wire tap so the page can show how. */
import { useEffect, useState } from 'react';
import { useTap } from '@/lib/browser/use-tap';
import { discoverIssuer, type IssuerFacts } from '@/lib/jwt/issuer';
import { DEFAULT_TOKEN_ALGORITHMS, DOOR } from '@/lib/vocabulary';

export function useIssuer(door = DOOR.oauth.path) {
  const { tap, snapshot } = useTap();
  const [facts, setFacts] = useState<IssuerFacts>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    discoverIssuer(tap.fetch, door).then(setFacts, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [tap, door]);
  return { facts, error, entries: snapshot.entries, fetch: tap.fetch, algorithms: DEFAULT_TOKEN_ALGORITHMS };
}
