'use client';
/**
 * Predict first: a chapter (or its slide) whose question asks what the server will answer holds its demo's
 * finding line back until the reader has picked an answer and sent it. The chapter's `Predict` holds the gate
 * when it mounts and opens it when its own exchange has come back; the demo's `Lesson` reads it. Outside a
 * gate (a page with no question) a finding shows as soon as it is read off the wire.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface Gate {
  /** A question is asked in this chapter and not yet answered by a send. */
  hidden: boolean;
  hold: () => void;
  open: () => void;
}

const FindingGateContext = createContext<Gate | null>(null);

export function FindingGate({ children }: { children: ReactNode }) {
  const [held, setHeld] = useState(false);
  const [opened, setOpened] = useState(false);
  const gate = useMemo<Gate>(() => ({ hidden: held && !opened, hold: () => setHeld(true), open: () => setOpened(true) }), [held, opened]);
  return <FindingGateContext value={gate}>{children}</FindingGateContext>;
}

/** Whether the finding line must wait for the reader's prediction. */
export const useFindingHidden = (): boolean => useContext(FindingGateContext)?.hidden ?? false;

export const useFindingGate = (): Gate | null => useContext(FindingGateContext);
