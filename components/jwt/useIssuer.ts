'use client';
/** The issuer's facts (JWKS and all), discovered once through the wire tap so the page can show how. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { discoverIssuer, type IssuerFacts } from '@/lib/jwt/issuer';
import { DEFAULT_TOKEN_ALGORITHMS } from '@/lib/vocabulary';
import { createRecordingFetch, createTranscriptStore } from '@/lib/wire';

export function useIssuer(door = '/api/mcp/oauth') {
  const [tap] = useState(() => {
    const store = createTranscriptStore();
    return { store, fetch: createRecordingFetch(store.record) };
  });
  const entries = useSyncExternalStore(tap.store.subscribe, tap.store.getSnapshot, tap.store.getSnapshot).entries;
  const [facts, setFacts] = useState<IssuerFacts>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    discoverIssuer(tap.fetch, door).then(setFacts, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [tap, door]);
  return { facts, error, entries, fetch: tap.fetch, algorithms: DEFAULT_TOKEN_ALGORITHMS };
}
