'use client';
/**
 * Step-up: the read-only token from the walkthrough calls refine_prompt and gets 403
 * insufficient_scope naming the scope it lacks; the client re-authorizes for the wider scope (PKCE
 * and consent again) and the same call succeeds.
 */
import { useState } from 'react';
import type { Walkthrough } from '@/lib/walkthrough/controller';
import { openConsent } from '@/lib/walkthrough/consent-popup';
import { callDoor } from '@/lib/walkthrough/door-calls';
import { checkCallback, OAUTH_DOOR, preparePkce, redeem } from '@/lib/walkthrough/oauth-steps';
import { ActionCard } from './ActionCard';
import { useTapActions } from '@/components/tap/useTapActions';
import { useWalkState } from './useWalkthrough';

const REFINE = { name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a beginner, shorter' } };

export function StepUp({ w }: { w: Walkthrough }) {
  const { state } = useWalkState(w);
  const { run, outcomes, entriesOf } = useTapActions();
  const [needed, setNeeded] = useState<string>();
  const [wide, setWide] = useState<string>();
  const readOnly = state.token?.access_token;

  return (
    <section aria-labelledby="step-up-title" className="space-y-3" id="step-up">
      <h2 id="step-up-title" className="text-xl font-bold text-stone-900">
        Step-up: when the token is not enough
      </h2>
      <p className="text-sm text-stone-700">
        The token above carries <code className="font-mono">{state.token?.scope ?? 'prompts:read'}</code>. <code className="font-mono">refine_prompt</code> spends
        your model, so the door asks for <code className="font-mono">prompts:refine</code> as well.
      </p>
      <ActionCard
        id="stepup-403"
        title="Call refine_prompt with the read-only token"
        button="Call refine_prompt"
        outcome={outcomes.refuse}
        entries={entriesOf('refuse')}
        disabled={!readOnly}
        onRun={() =>
          run('refuse', async (fetch) => {
            const a = await callDoor(fetch, OAUTH_DOOR, readOnly, REFINE);
            if (a.status !== 403) throw new Error(`Expected 403, got ${a.status}`);
            setNeeded(a.scope);
            return `403 ${a.error}: ${a.description} — the challenge asks for scope "${a.scope}".`;
          })
        }
      />
      <ActionCard
        id="stepup-reauthorize"
        title="Re-authorize with the wider scope"
        button="Open the consent page again"
        outcome={outcomes.reauth}
        entries={entriesOf('reauth')}
        disabled={!needed}
        onRun={() =>
          run('reauth', async (fetch) => {
            const { asm, client, prm } = w.state.get();
            if (!asm || !client || !prm) throw new Error('Run the twelve steps first.');
            const issuer = String(asm.issuer);
            const pkce = await preparePkce(issuer, asm, client, prm.resource, needed ?? 'prompts:read prompts:refine');
            const cb = await openConsent(pkce.authorizationUrl);
            const failed = (await checkCallback(cb, pkce.state, asm)).find((c) => !c.ok);
            if (failed) throw new Error(`The redirect failed a check: ${failed.label} (${failed.detail})`);
            const t = await redeem(fetch, issuer, asm, client, cb, pkce.verifier, prm.resource);
            setWide(t.access_token);
            return `New token with scope "${t.scope}".`;
          })
        }
      />
      <ActionCard
        id="stepup-200"
        title="Call refine_prompt again"
        button="Call with the wider token"
        outcome={outcomes.retry}
        entries={entriesOf('retry')}
        disabled={!wide}
        onRun={() =>
          run('retry', async (fetch) => {
            const a = await callDoor(fetch, OAUTH_DOOR, wide, REFINE);
            if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.description ?? 'refused'}`);
            return `200: ${a.detail}.`;
          })
        }
      />
    </section>
  );
}
