'use client';
/**
 * Holds the one PlaygroundSession for the page and hands it to the leaves. State lives in the
 * session (outside React); components subscribe to just the part they render.
 */
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createStore, type Store } from '@/lib/browser/store';
import { useStore } from '@/lib/browser/use-tap';
import { PlaygroundSession } from '@/lib/playground/session';
import type { Operation, ShareState } from '@/lib/playground/share-link';
import { PlaygroundSignIn } from '@/lib/playground/sign-in';

interface PlaygroundContext {
  session: PlaygroundSession;
  /** The operation being edited (from the catalog or a share link). */
  draft: Store<Operation | undefined>;
  /** Sign-in and step-up on the OAuth door, by the OAuth client's steps. */
  signIn: PlaygroundSignIn;
  /** The key door's derived demo key, only when the deployment runs in demo mode. */
  demoKey?: string;
}

const Ctx = createContext<PlaygroundContext | null>(null);

export function PlaygroundProvider({ initial, demoKey, children }: { initial: ShareState; demoKey?: string; children: ReactNode }) {
  const [value] = useState<PlaygroundContext>(() => {
    // The origin is filled in on the client; the server render never talks to the endpoint.
    const session = new PlaygroundSession({
      door: initial.door,
      era: initial.era,
      origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    });
    return { session, draft: createStore(initial.op), signIn: new PlaygroundSignIn(session), ...(demoKey ? { demoKey } : {}) };
  });
  useEffect(() => () => void value.session.disconnect(false), [value]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function usePlayground(): PlaygroundContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('usePlayground must be used inside <PlaygroundProvider>');
  return ctx;
}

export const useConnection = () => useStore(usePlayground().session.connection);
export const useCall = () => useStore(usePlayground().session.call);
export const useDraft = () => useStore(usePlayground().draft);
export const useSignIn = () => useStore(usePlayground().signIn.state);

export function useTranscript() {
  const { transcript } = usePlayground().session;
  return useSyncExternalStore(transcript.subscribe, transcript.getSnapshot, transcript.getSnapshot);
}
