/**
 * /auth: the live walkthrough. ?step=<id> (or its number, ?step=N) opens the OAuth track at that
 * step; ?track=key opens the shared-key track; ?track=client-credentials and ?track=enterprise the two official
 * extensions' tracks (components/auth/ExtensionTrack.tsx); ?registration=cimd|dcr picks the registration (a client ID metadata
 * document unless dcr is asked for: lib/walkthrough/registration.ts). Dynamic because demo mode (and its derived key) is a
 * runtime setting.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { KeyTrack } from '@/components/auth/KeyTrack';
import { EnterprisePolicy } from '@/components/auth/EnterprisePolicy';
import { ExtensionTrack } from '@/components/auth/ExtensionTrack';
import { Exercises } from '@/components/exercises/Exercises';
import { OAuthTrack } from '@/components/auth/OAuthTrack';
import { resolveApiKey } from '@/lib/auth/resource-server/key-gate';
import { config, isLoopbackHost } from '@/lib/config';
import { deployment } from '@/lib/identity';
import { CLIENT_METADATA_PATH, ISSUER_ENDPOINT_PATHS } from '@/lib/vocabulary';
import { networkNote } from '@/lib/walkthrough/network-note';
import { openingRegistration } from '@/lib/walkthrough/registration';
import { stepFromParam } from '@/lib/walkthrough/steps';

export const metadata: Metadata = { title: 'Sign-in walkthrough' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const TRACKS = [
  { id: 'oauth', label: 'OAuth 2.1 door' },
  { id: 'key', label: 'Shared-key door' },
  { id: 'client-credentials', label: 'Client credentials' },
  { id: 'enterprise', label: 'Enterprise (ID-JAG)' },
] as const;

function ExtensionIntro({ title, extension, lede, children }: { title: string; extension: string; lede: string; children: React.ReactNode }) {
  return (
    <section className="max-w-3xl space-y-4" aria-labelledby="track-title">
      <h2 id="track-title" className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      <p className="text-sm text-stone-700">
        The official extension <code className="font-mono wrap-anywhere">{extension}</code>. {lede}
      </p>
      {children}
    </section>
  );
}

export default async function AuthPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const track = TRACKS.find((t) => t.id === q.track)?.id ?? 'oauth';
  const step = stepFromParam(typeof q.step === 'string' ? q.step : undefined).id;
  // Only a demo-mode key is ever shown; a key set in MCP_API_KEY stays secret.
  const key = resolveApiKey(config());
  const demoKey = key?.source === 'demo' ? key.value : undefined;
  const { publicOrigin, auth } = config();
  const loopback = publicOrigin ? isLoopbackHost(new URL(publicOrigin).hostname) : false;
  const note = networkNote({ origin: publicOrigin, loopback, externalIssuer: auth.externalIssuer?.issuer });
  const registration = openingRegistration(typeof q.registration === 'string' ? q.registration : undefined);
  // The URLs the registration choice names: this deployment's, from its configuration (paths alone when it has none).
  const urls = deployment();
  const registrationUrls = {
    document: urls?.clientMetadataDocument ?? CLIENT_METADATA_PATH,
    registrationEndpoint: urls?.issuerEndpoints.registration ?? ISSUER_ENDPOINT_PATHS.registration,
  };

  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">From 401 to 200, live</h1>
        <p className="max-w-3xl text-lg text-stone-700">
          A client that knows only a URL finds its way in: discovery, registration, PKCE, consent, a token bound to this server.{' '}
          <span data-testid="network-note">{note}</span>
        </p>
        <nav aria-label="Tracks" className="flex flex-wrap gap-2 text-sm">
          {TRACKS.map((t) => (
            <Link
              key={t.id}
              href={t.id === 'oauth' ? '/auth' : `/auth?track=${t.id}`}
              aria-current={track === t.id ? 'page' : undefined}
              className={`rounded-full px-3 py-1 ${track === t.id ? 'bg-indigo-700 text-white' : 'bg-stone-200 text-stone-800'}`}
            >
              {t.label}
            </Link>
          ))}
          <Link href={`/present/auth/${step}`} className="ml-auto rounded-full px-3 py-1 text-indigo-800 underline underline-offset-2">
            Present
          </Link>
        </nav>
      </header>
      {track === 'client-credentials' ? (
        <ExtensionIntro
          title="Client credentials: a daemon’s own token"
          extension="io.modelcontextprotocol/oauth-client-credentials"
          lede="A CI job or a background service calls the server with no user present. It proves who it is with a key it holds (private_key_jwt), and the token it gets names the client itself: sub is its client_id. The door lets such a token read (search, get, the statistics), bound to this door like any token; it refuses what needs a person: refine_prompt, which spends a user’s model, needs prompts:refine, which a client-credentials token never carries (403 insufficient_scope). Refresh tokens are not issued either: the client signs a new assertion instead."
        >
          <ExtensionTrack track="client-credentials" />
        </ExtensionIntro>
      ) : track === 'enterprise' ? (
        <ExtensionIntro
          title="Enterprise-managed authorization: the IdP decides"
          extension="io.modelcontextprotocol/enterprise-managed-authorization"
          lede="At work, the company’s identity provider already knows the employee, and its admin decides which clients may reach which MCP servers with which scopes. The client trades the employee’s ID token for an ID-JAG at the IdP, redeems it at the MCP server’s authorization server, and calls: no consent screen, no per-server sign-in. This deployment plays the IdP as well, clearly marked, on its own issuer identifier."
        >
          <EnterprisePolicy />
          <ExtensionTrack track="enterprise" />
        </ExtensionIntro>
      ) : track === 'key' ? (
        <KeyTrack demoKey={demoKey} />
      ) : (
        <OAuthTrack key={`${step}-${registration}`} initialStep={step} registration={registration} registrationUrls={registrationUrls} />
      )}
      <Exercises page="/auth" title="Exercises you can do here" level={2} />
    </article>
  );
}
