'use client';
/**
 * The JWT lab's broken tokens beside the flow's attacks: the same bench as /jwt, with its own issuer
 * discovery, run once the bench comes near the viewport (it sits below every attack card).
 */
import { useRef } from 'react';
import { AttackBench } from '@/components/jwt/AttackBench';
import { useIssuer } from '@/components/jwt/useIssuer';

export function LabTokens() {
  const near = useRef<HTMLDivElement>(null);
  const issuer = useIssuer({ near });
  return (
    <div ref={near}>
      <AttackBench issuer={issuer} />
    </div>
  );
}
