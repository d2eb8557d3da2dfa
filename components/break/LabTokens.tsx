'use client';
/** The JWT lab's broken tokens beside the flow's attacks: the same bench as /jwt, with its own issuer discovery. */
import { AttackBench } from '@/components/jwt/AttackBench';
import { useIssuer } from '@/components/jwt/useIssuer';

export function LabTokens() {
  return <AttackBench issuer={useIssuer()} />;
}
