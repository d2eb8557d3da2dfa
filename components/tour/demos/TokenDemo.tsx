'use client';
/**
 * A token from this app's issuer, decoded and checked in the browser against the
 * issuer's JWKS (found through the door's metadata). The token is the one the walkthrough left in
 * this tab, if any; otherwise the lab's specimen: really signed, issued for this door, every check a
 * reader sees passing (the first token a reader meets is a good one; the next chapter sends a bad one).
 */
import { useState } from 'react';
import { useSlideBrief } from '@/components/frame/detail';
import { CheckList } from '@/components/jwt/CheckList';
import { TokenAnatomy } from '@/components/jwt/TokenAnatomy';
import { checkToken } from '@/lib/jwt/checks';
import { handedOffCredential } from '@/lib/browser/handoff';
import { discoverIssuer, mintLabTokens } from '@/lib/jwt/issuer';
import { DEFAULT_TOKEN_ALGORITHMS, DOOR, ISSUER_PATH } from '@/lib/vocabulary';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun } from '../useLiveRun';

const OAUTH_DOOR = DOOR.oauth.path;

export function TokenDemo() {
  const [source, setSource] = useState<'walkthrough' | 'lab'>('lab');
  // On a slide the finding already lists every check: the token and the claims they read are the evidence.
  const brief = useSlideBrief();
  const live = useLiveRun(async (fetch) => {
    const facts = await discoverIssuer(fetch, OAUTH_DOOR);
    const real = handedOffCredential('oauth');
    const minted = real ? undefined : await mintLabTokens(fetch, OAUTH_DOOR);
    const token = real ?? minted?.specimen?.token ?? minted!.tokens.find((t) => t.kind === 'wrong-audience')!.token;
    setSource(real ? 'walkthrough' : 'lab');
    const checks = await checkToken(token, { issuer: facts.issuer, jwks: facts.jwks, audience: facts.resource, algorithms: DEFAULT_TOKEN_ALGORITHMS });
    return { token, checks };
  });
  return (
    <LiveDemo
      live={live}
      lessonLines={[6, 3]}
      id="token"
      label={`A token from ${ISSUER_PATH}, decoded and verified in your browser`}
      reserve="min-h-[48rem] sm:min-h-[36rem]"
      lesson={
        live.value ? (
          <span data-testid="token-lesson">
            checked in your browser, no database:{' '}
            {live.value.checks
              .filter((c) => c.verdict !== 'skip')
              .map((c, i) => (
                <span key={c.id}>
                  {i > 0 ? ' · ' : ''}
                  {c.id} <Proof>{c.verdict === 'pass' ? '✓' : '✗'}</Proof>
                </span>
              ))}
          </span>
        ) : undefined
      }
    >
      {live.value ? (
        <div className="space-y-3">
          {source === 'walkthrough' ? (
            <p className="text-sm text-stone-700">The access token you obtained in the walkthrough (this tab only).</p>
          ) : brief ? null : (
            <p className="rounded-md border border-indigo-200 bg-white px-3 py-2 text-sm text-stone-800" data-testid="token-specimen">
              A specimen from the issuer’s lab: really signed by the issuer’s key and issued for <code className="font-mono">{OAUTH_DOOR}</code>, so every check
              below passes. (Lab tokens carry a mark no real door accepts, so this one opens nothing.) The{' '}
              <a href="#confused-deputy" className="font-medium text-indigo-700 underline">
                next chapter
              </a>{' '}
              sends one meant for another service. Get a token of your own in the walkthrough and this chapter will check that one instead.
            </p>
          )}
          <TokenAnatomy token={live.value.token} />
          {brief ? null : (
            <>
              <h4 className="text-sm font-semibold text-stone-900">The door’s check, step by step, for {OAUTH_DOOR}</h4>
              <CheckList checks={live.value.checks} />
            </>
          )}
        </div>
      ) : null}
    </LiveDemo>
  );
}
