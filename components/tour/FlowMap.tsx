/**
 * The whole OAuth flow on one screen: every walkthrough step (lib/walkthrough/steps, so a step or track
 * added there appears here), grouped by its phase, each with who talks to whom. The steps the person's browser
 * carries (its lane in the sequence diagram: the trip to the issuer, the consent, the code brought back) are
 * shaded, so who carries the code back, and what `state` and `iss` protect there, is visible. The slide's picture of the chapter;
 * the tour page draws the full sequence diagram instead (present.css picks one).
 */
import type { WalkStep } from '@/lib/walkthrough/step';
import { positionOf, WALK_STEPS } from '@/lib/walkthrough/steps';

const PHASES = [
  { id: 'discover', title: 'Discover and register' },
  { id: 'authorize', title: 'Authorize, in the browser' },
  { id: 'use', title: 'Use the token' },
] as const;

const ACTOR = { client: 'client', browser: 'browser', as: 'issuer', rs: 'MCP server' } as const;

/** The trip the person's browser carries: every step on its lane. */
const viaBrowser = (s: WalkStep) => s.arrow.from === 'browser' || s.arrow.to === 'browser';

function who(s: WalkStep): string {
  if (s.arrow.from === s.arrow.to) return `in the ${ACTOR[s.arrow.from]}`;
  return `${ACTOR[s.arrow.from]} → ${ACTOR[s.arrow.to]}${s.person ? ', you approve' : ''}`;
}

export function FlowMap() {
  return (
    <figure className="space-y-2" data-testid="flow-map">
      <ol className="grid gap-3 lg:grid-cols-3" aria-label="The steps, by phase">
        {PHASES.map((phase) => (
          <li key={phase.id} className="min-w-0 space-y-1 rounded-lg border border-stone-300 bg-white p-2">
            <p className="text-sm font-semibold text-indigo-900">{phase.title}</p>
            <ol className="space-y-0.5">
              {WALK_STEPS.filter((s) => s.phase === phase.id).map((s) => (
                <li
                  key={s.id}
                  className={`rounded px-1.5 text-sm ${viaBrowser(s) ? 'bg-amber-100 text-amber-950' : 'text-stone-900'}`}
                  data-via-browser={viaBrowser(s) || undefined}
                >
                  <span className="font-semibold tabular-nums">{positionOf(s.id)}.</span> {s.title} <span className="text-stone-600">({who(s)})</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <figcaption className="text-sm text-stone-700">
        <span className="rounded bg-amber-100 px-1 text-amber-950">Shaded</span>: carried by the person’s browser. The client checks that the code comes back
        with the <code>state</code> it sent and the <code>iss</code> it asked, so no one can slip in a code of their own.
      </figcaption>
    </figure>
  );
}
