'use client';
/** The JWT lab: one issuer discovery shared by the verifier and the attack bench; it opens on a good token from the lab. */
import { useEffect, useState } from 'react';
import { mintLabTokens } from '@/lib/jwt/issuer';
import { DOOR } from '@/lib/vocabulary';
import { AttackBench } from './AttackBench';
import { useIssuer } from './useIssuer';
import { type DoorGuard, type Specimen, Verifier } from './Verifier';

export function JwtLab({ doors }: { doors: readonly DoorGuard[] }) {
  const issuer = useIssuer();
  const [specimen, setSpecimen] = useState<Specimen>();
  const { fetch } = issuer;
  useEffect(() => {
    // Through the issuer tap, so "where the keys came from" shows this request too. No lab (no AUTH_SECRET): an empty box, as before.
    mintLabTokens(fetch, DOOR.oauth.path).then(
      (m) => setSpecimen(m.specimen),
      () => undefined,
    );
  }, [fetch]);
  return (
    <div className="space-y-12">
      <Verifier issuer={issuer} doors={doors} specimen={specimen} />
      <AttackBench issuer={issuer} />
    </div>
  );
}
