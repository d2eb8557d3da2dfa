'use client';
/**
 * PKCE: verifier → S256 challenge, recomputed here; and the authorization URL, parameter by parameter
 * (on a slide, until F, an opaque value on one line, a URL or scope list whole, and without the notes: those are the speaker's).
 */
import { useSlideBrief } from '@/components/frame/detail';
import { Breakable } from '@/components/text/Breakable';
import type { AuthorizationRequest as Pkce } from '@/lib/oauth-client';

/** Fixed by the protocol, the same in every request: a slide leaves them to F, for the parameters the step is about. */
const SLIDE_OMITS = new Set(['response_type', 'code_challenge_method', 'prompt']);

/** No spaces and no scheme: an id or a hash, whose middle means nothing to the room. */
const isOpaque = (v: string) => !/\s|:\/\//.test(v);

const PARAM_NOTES: Record<string, string> = {
  response_type: 'code: the authorization-code flow, the only one OAuth 2.1 keeps for this.',
  client_id: 'Who is asking: from registration (or the metadata document URL).',
  code_challenge: 'base64url(sha256(verifier)). The verifier itself stays here.',
  code_challenge_method: 'S256. The plain method is refused.',
  redirect_uri: 'Where the answer goes: must match the registration exactly.',
  state: 'A random value the redirect must bring back unchanged.',
  scope: 'What the token may do; taken from the 401’s scope.',
  resource: 'RFC 8707: the door the token is for. The issuer binds it into aud.',
};

export function PkceView({ pkce }: { pkce: Pkce }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="pkce">
      <dt className="text-stone-600">code_verifier</dt>
      <dd className="font-mono text-xs break-all">{pkce.verifier}</dd>
      <dt className="text-stone-600">sha256 → base64url</dt>
      <dd className="font-mono text-xs break-all">{pkce.recomputed}</dd>
      <dt className="text-stone-600">code_challenge</dt>
      <dd className="font-mono text-xs break-all">
        {pkce.challenge}{' '}
        <span className={`font-sans font-semibold ${pkce.recomputed === pkce.challenge ? 'text-emerald-800' : 'text-red-800'}`}>
          {pkce.recomputed === pkce.challenge ? '✓ equal' : '✗ differs'}
        </span>
      </dd>
      {pkce.hashedBy === 'noble' ? (
        <dd className="col-span-2 text-xs text-stone-600" data-testid="pkce-without-web-crypto">
          This page is plain http off loopback, not a secure context, so the browser gives it no Web Crypto: both hashes above are @noble/hashes&apos; SHA-256,
          not the SDK&apos;s.
        </dd>
      ) : null}
    </dl>
  );
}

export function AuthorizationUrlView({ href }: { href: string }) {
  const url = new URL(href);
  const brief = useSlideBrief();
  return (
    <div className="space-y-2">
      <p className="font-mono text-xs break-all text-stone-800">
        {url.origin}
        {url.pathname}?…
      </p>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {[...url.searchParams]
          .filter(([k]) => !(brief && SLIDE_OMITS.has(k)))
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-mono text-xs font-semibold text-stone-900">{k}</dt>
              <dd className="min-w-0">
                {/* On a slide an opaque value (an id, a hash) keeps one line (F shows it whole); a URL or a list of scopes is the
                  lesson, so it shows whole, wrapped at its punctuation and spaces, never inside a word. */}
                {brief && isOpaque(v) ? (
                  <span className="block truncate font-mono text-xs">{v}</span>
                ) : brief ? (
                  <span className="font-mono text-xs wrap-break-word">
                    <Breakable text={v} />
                  </span>
                ) : (
                  <span className="font-mono text-xs break-all">{v}</span>
                )}
                {PARAM_NOTES[k] && !brief ? <span className="block text-xs text-stone-600">{PARAM_NOTES[k]}</span> : null}
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
