/**
 * /auth: the live walkthrough. ?step=<id> (or its number, ?step=N) opens the OAuth track at that
 * step; ?track=key opens the shared-key track; ?registration=cimd|dcr picks the registration (a client ID metadata
 * document where this deployment's issuer can fetch one: lib/walkthrough/registration.ts). Dynamic because demo mode (and its derived key) is a
 * runtime setting.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { KeyTrack } from '@/components/auth/KeyTrack';
import { Exercises } from '@/components/exercises/Exercises';
import { OAuthTrack } from '@/components/auth/OAuthTrack';
import { resolveApiKey } from '@/lib/auth/resource-server/key-gate';
import { config, isLoopbackHost } from '@/lib/config';
import { networkNote } from '@/lib/walkthrough/network-note';
import { openingRegistration } from '@/lib/walkthrough/registration';
import { stepFromParam } from '@/lib/walkthrough/steps';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Sign-in walkthrough' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function AuthPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const track = q.track === 'key' ? 'key' : 'oauth';
  const step = stepFromParam(typeof q.step === 'string' ? q.step : undefined).id;
  // Only a demo-mode key is ever shown; a key set in MCP_API_KEY stays secret.
  const key = resolveApiKey(config());
  const demoKey = key?.source === 'demo' ? key.value : undefined;
  const { publicOrigin, auth } = config();
  const loopback = publicOrigin ? isLoopbackHost(new URL(publicOrigin).hostname) : false;
  const note = networkNote({ origin: publicOrigin, loopback, externalIssuer: auth.externalIssuer?.issuer });
  const { registration, fallback } = openingRegistration(typeof q.registration === 'string' ? q.registration : undefined, {
    https: publicOrigin?.startsWith('https:') ?? false,
    loopbackDocuments: loopback && auth.allowLoopbackClientUrls,
  });

  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">From 401 to 200, live</h1>
        <p className="max-w-3xl text-lg text-stone-700">
          A client that knows only a URL finds its way in: discovery, registration, PKCE, consent, a token bound to this server.{' '}
          <span data-testid="network-note">{note}</span>
        </p>
        <nav aria-label="Tracks" className="flex flex-wrap gap-2 text-sm">
          <Link
            href="/auth"
            aria-current={track === 'oauth' ? 'page' : undefined}
            className={`rounded-full px-3 py-1 ${track === 'oauth' ? 'bg-indigo-700 text-white' : 'bg-stone-200 text-stone-800'}`}
          >
            OAuth 2.1 door
          </Link>
          <Link
            href="/auth?track=key"
            aria-current={track === 'key' ? 'page' : undefined}
            className={`rounded-full px-3 py-1 ${track === 'key' ? 'bg-indigo-700 text-white' : 'bg-stone-200 text-stone-800'}`}
          >
            Shared-key door
          </Link>
          <Link href={`/present/auth/${step}`} className="ml-auto rounded-full px-3 py-1 text-indigo-800 underline underline-offset-2">
            Present
          </Link>
        </nav>
      </header>
      {track === 'key' ? (
        <KeyTrack demoKey={demoKey} />
      ) : (
        <OAuthTrack key={`${step}-${registration}`} initialStep={step} registration={registration} fallback={fallback} />
      )}
      <Exercises page="/auth" title="Exercises you can do here" level={2} />
    </article>
  );
}
