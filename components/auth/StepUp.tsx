'use client';
/**
 * Step-up: the read-only token from the walkthrough calls refine_prompt and gets 403
 * insufficient_scope naming the scope it lacks; the walkthrough re-authorizes for that scope (its
 * own PKCE, consent, redirect and redeem steps again) and the same call succeeds. On a slide (the
 * walkthrough deck's last) the three cards stand side by side under the slide's own lesson line.
 */
import { useState } from 'react';
import { useSlideBrief } from '@/components/frame/detail';
import { callDoor } from '@/lib/browser/door-calls';
import { useTapActions } from '@/lib/browser/use-tap';
import { resourceScopes, SCOPE_READ, SCOPE_REFINE } from '@/lib/vocabulary';
import type { Walkthrough } from '@/lib/walkthrough/controller';
import { OAUTH_DOOR } from '@/lib/walkthrough/step';
import { ActionCard } from './ActionCard';
import { useWalkState } from './useWalkthrough';

const REFINE = { name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a beginner, shorter' } };

export function StepUp({ w }: { w: Walkthrough }) {
  const { state } = useWalkState(w);
  const { run, outcomes, entriesOf } = useTapActions(w.tap);
  const [needed, setNeeded] = useState<string>();
  const [wide, setWide] = useState<string>();
  const readOnly = state.data.token?.access_token;
  const brief = useSlideBrief();

  return (
    <section aria-labelledby="step-up-title" className="space-y-3" id="step-up">
      {/* On a slide the slide's own lesson line says this; the heading stays for the outline. */}
      <h2 id="step-up-title" className={brief ? 'sr-only' : 'text-xl font-bold text-stone-900'}>
        Step-up: when the token is not enough
      </h2>
      {brief ? null : (
        <p className="text-sm text-stone-700">
          The token above carries <code className="font-mono">{resourceScopes(state.data.token?.scope) || SCOPE_READ}</code>.{' '}
          <code className="font-mono">refine_prompt</code> spends your model, so the door asks for <code className="font-mono">{SCOPE_REFINE}</code> as well.
        </p>
      )}
      {/* Three cards side by side on a projector, so all three stay on one screen. */}
      <div className={brief ? 'grid gap-3 lg:grid-cols-3' : 'space-y-3'}>
        <ActionCard
          id="stepup-403"
          title="Call refine_prompt with the read-only token"
          button="Call refine_prompt"
          outcome={outcomes.refuse}
          entries={entriesOf('refuse')}
          disabled={!readOnly}
          onRun={() =>
            run('refuse', async (_fetch, tap) => {
              const a = await callDoor({ tap, path: OAUTH_DOOR, credential: readOnly, tool: REFINE });
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
            run('reauth', async () => {
              const t = await w.reauthorize(needed ?? `${SCOPE_READ} ${SCOPE_REFINE}`);
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
            run('retry', async (_fetch, tap) => {
              const a = await callDoor({ tap, path: OAUTH_DOOR, credential: wide, tool: REFINE });
              if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.description ?? 'refused'}`);
              return `200: ${a.detail}.`;
            })
          }
        />
      </div>
    </section>
  );
}
