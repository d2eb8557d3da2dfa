'use client';
/**
 * A token from this app's issuer, decoded and checked in the browser against the
 * issuer's JWKS (found through the door's metadata). The token is the one the walkthrough left in
 * this tab, if any; otherwise the lab's wrong-audience token — real signature, one claim wrong.
 */
import { useState } from 'react';
import { CheckList } from '@/components/jwt/CheckList';
import { TokenAnatomy } from '@/components/jwt/TokenAnatomy';
import { checkToken } from '@/lib/jwt/checks';
import { handedOffCredential } from '@/lib/browser/handoff';
import { discoverIssuer, mintLabTokens } from '@/lib/jwt/issuer';
import { DEFAULT_TOKEN_ALGORITHMS } from '@/lib/vocabulary';
import { LiveDemo } from '../LiveDemo';
import { useLiveRun } from '../useLiveRun';

const DOOR = '/api/mcp/oauth';

export function TokenDemo() {
  const [source, setSource] = useState<'walkthrough' | 'lab'>('lab');
  const live = useLiveRun(async (fetch) => {
    const facts = await discoverIssuer(fetch, DOOR);
    const real = handedOffCredential('oauth');
    const token = real ?? (await mintLabTokens(fetch, DOOR)).tokens.find((t) => t.kind === 'wrong-audience')!.token;
    setSource(real ? 'walkthrough' : 'lab');
    const checks = await checkToken(token, { issuer: facts.issuer, jwks: facts.jwks, audience: facts.resource, algorithms: DEFAULT_TOKEN_ALGORITHMS });
    return { token, checks };
  });
  return (
    <LiveDemo live={live} id="token" label="A token from /oauth, decoded and verified in your browser">
      {live.value ? (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {source === 'walkthrough'
              ? 'The access token you obtained in the walkthrough (this tab only).'
              : 'A lab token: signed by the real issuer key, but minted for an audience no door has. Get a token of your own in the walkthrough and this chapter will check that one.'}
          </p>
          <TokenAnatomy token={live.value.token} />
          <h4 className="text-sm font-semibold text-stone-900">The door’s check, step by step, for {DOOR}</h4>
          <CheckList checks={live.value.checks} />
        </div>
      ) : null}
    </LiveDemo>
  );
}
