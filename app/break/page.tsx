/** /break: the break-it bench. Every attack on the OAuth flow, sent live, and the refusal it meets. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { BreakBench } from '@/components/break/BreakBench';
import { LabTokens } from '@/components/break/LabTokens';
import { DOOR } from '@/lib/vocabulary';

export const metadata: Metadata = { title: 'Break it' };

export default function BreakPage() {
  return (
    <article className="space-y-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Break it</h1>
        <p className="max-w-3xl text-lg text-stone-700">
          Each attack below starts as an honest client would and bends one thing: a token for another server, a stolen code, a forged redirect, a key used as a
          secret. First say who you think refuses it; then it is sent live to this app’s issuer and to <code className="font-mono">{DOOR.oauth.path}</code>, and
          the card shows who did, with which check, the exact header or error, and the RFC that requires the refusal.
        </p>
        <p className="max-w-3xl text-sm text-stone-600">
          The demo issuer has no accounts, so the bench answers its consent page for you (a form post from this origin with the ticket the page gave it). The
          same steps, one click at a time, are the{' '}
          <Link href="/auth" className="text-indigo-800 underline">
            sign-in walkthrough
          </Link>
          .
        </p>
      </header>
      <BreakBench />
      <LabTokens />
    </article>
  );
}
