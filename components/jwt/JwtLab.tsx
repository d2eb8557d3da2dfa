'use client';
/** The JWT lab: one issuer discovery shared by the verifier and the attack bench. */
import { AttackBench } from './AttackBench';
import { useIssuer } from './useIssuer';
import { type DoorGuard, Verifier } from './Verifier';

export function JwtLab({ doors }: { doors: readonly DoorGuard[] }) {
  const issuer = useIssuer();
  return (
    <div className="space-y-12">
      <Verifier issuer={issuer} doors={doors} />
      <AttackBench issuer={issuer} />
    </div>
  );
}
