'use client';
/**
 * refine_prompt as a multi-round-trip request, started by the reader. First a client that declares
 * sampling (this page answers as the model would, and says so); then one that cannot, which gets the
 * server's deterministic fallback and the reason.
 */
import { useSlideBrief } from '@/components/frame/detail';
import { openClient } from '@/lib/browser/open-client';
import { exchangeFrames, pairFrames } from '@/lib/wire';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun } from '../useLiveRun';

const CALL = { name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a ten-year-old learning the shell' } };

/** The "model" this page plays: a plain, visible transformation, so nobody mistakes it for an LLM. */
function pageModel(prompt: string): string {
  const goal = /to the goal: (.*)\n/.exec(prompt)?.[1] ?? 'the goal';
  return `[Answered by the tour page standing in for your model] Pretend to be a friendly Linux terminal for someone ${goal.replace(/^for /, '')}. I type commands; you reply with what the terminal would show, and a one-line hint.`;
}

type Refined = { via?: string; refined?: string; reason?: string; model?: string };

export function MrtrDemo() {
  const live = useLiveRun(
    async (fetch) => {
      const withSampling = await openClient({ fetch, sample: pageModel });
      const a = await withSampling.callTool(CALL).finally(() => withSampling.close());
      const without = await openClient({ fetch });
      const b = await without.callTool(CALL).finally(() => without.close());
      return { sampled: a.structuredContent as Refined, fallback: b.structuredContent as Refined };
    },
    { trigger: 'click' },
  );
  const calls = live.entries.filter((e) => e.method === 'tools/call');
  // The first two calls are one request in two rounds: what round 1 answered, and what round 2 sent back.
  const [round1, round2] = calls.slice(0, 2).map((e) => pairFrames(exchangeFrames(e.exchange)).pairs[0]);
  const asked = round1?.response?.kind === 'input_required';
  const given = (round1?.response?.message as { result?: { requestState?: unknown } } | undefined)?.result?.requestState;
  const echoed = (round2?.request.message as { params?: { requestState?: unknown } } | undefined)?.params?.requestState;
  const sameState = asked && given !== undefined && JSON.stringify(given) === JSON.stringify(echoed);
  const answered = (round2?.request.message as { params?: { inputResponses?: unknown } } | undefined)?.params?.inputResponses !== undefined;
  return (
    <LiveDemo
      live={live}
      lessonLines={[6, 3]}
      id="mrtr"
      label="tools/call refine_prompt, with and without sampling"
      startLabel="Answer as the model"
      show={(e) => e.method === 'tools/call'}
      open={(e) => calls.indexOf(e) <= 1}
      reserve="min-h-[26rem] sm:min-h-[14rem]"
      highlight={{ keys: ['id', 'result.resultType', 'result.inputRequests', 'params.requestState', 'params.inputResponses'] }}
      lesson={
        live.value && round1 && round2 ? (
          <span data-testid="mrtr-lesson">
            id <Proof>{JSON.stringify(round1.request.id)}</Proof> → <Proof>{asked ? 'input_required' : (round1.response?.kind ?? '?')}</Proof> · retried as id{' '}
            <Proof>{JSON.stringify(round2.request.id)}</Proof>
            {answered ? ' with inputResponses' : ''}
            {sameState ? ' and the same requestState' : ''} → <Proof>{round2.response?.kind ?? '?'}</Proof> via {live.value.sampled.via} · a client that cannot
            sample: via <Proof>{live.value.fallback.via}</Proof> in one round trip
          </span>
        ) : undefined
      }
    >
      {live.value ? (
        <div className="grid gap-3 sm:grid-cols-2" data-testid="mrtr-outcomes">
          <Outcome title="Client that can sample" r={live.value.sampled} rounds={calls.filter((_, i) => i < 2).length} />
          <Outcome title="Client that cannot" r={live.value.fallback} rounds={1} />
        </div>
      ) : null}
    </LiveDemo>
  );
}

function Outcome({ title, r, rounds }: { title: string; r: Refined; rounds: number }) {
  // On a slide (until F): how each client was answered; the reason and the refined text are behind F.
  const brief = useSlideBrief();
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-3 text-sm" aria-label={title}>
      <h4 className="font-semibold text-stone-900">{title}</h4>
      <p className="mt-1 text-stone-700">
        via{' '}
        <code className="font-mono font-semibold" data-testid="mrtr-via">
          {r.via}
        </code>{' '}
        · {rounds} round trip{rounds > 1 ? 's' : ''}
      </p>
      {r.reason && !brief ? <p className="mt-1 text-xs text-stone-600">Reason: {r.reason}</p> : null}
      {brief ? null : <p className="mt-2 line-clamp-4 text-xs text-stone-800">{r.refined}</p>}
    </section>
  );
}
