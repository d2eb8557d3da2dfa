/**
 * The flow as a sequence diagram, drawn from the walkthrough's step records: one lifeline per party
 * of the track (the OAuth track has an authorization server and the user's browser, which carries the redirect
 * to the issuer and back; the shared-key track has neither), one row per step, the current step highlighted. HTML and CSS rather than a scaled SVG, so its text is real
 * text at a readable size (13 px and up) that grows with the width it is given, labels wrap between
 * the lifelines they join, and a screen reader reads the rows as an ordered list.
 * A server component: the walkthrough passes `current` and `done`.
 */
import { Breakable } from '@/components/text/Breakable';
import type { Actor, WalkStep } from '@/lib/walkthrough/step';
import { positionOf, rangeLabel, stepById, WALK_STEPS } from '@/lib/walkthrough/steps';
import { DOOR, ISSUER_PATH } from '@/lib/vocabulary';
import { LANES, type Track } from './lanes';

const TRACKS: Record<Track, { door: string; lanes: readonly Actor[]; heading: string }> = {
  oauth: { door: DOOR.oauth.path, lanes: LANES.oauth, heading: `OAuth 2.1 flow: ${WALK_STEPS.length} steps from a 401 to a 200` },
  key: { door: DOOR.key.path, lanes: LANES.key, heading: 'Shared-key flow: a 401, a key, a 200' },
};

const ACTOR_LABEL: Record<Actor, string> = { client: 'Client', browser: 'Your browser', as: 'Authorization server', rs: 'Resource server' };
/** Where a lane is narrow (a step card's one-arrow strip, or four lanes under 36rem), "Authorization" would not fit. */
const ACTOR_SHORT: Record<Actor, string> = { client: 'Client', browser: 'Browser', as: 'Auth server', rs: 'Resource server' };
const ACTOR_DETAIL: Record<Actor, (door: string) => string> = {
  client: () => 'this page',
  browser: () => 'consent window',
  as: () => ISSUER_PATH,
  rs: (door) => door,
};

export interface SequenceDiagramProps {
  track?: Track;
  /** Id of the step being looked at (highlighted). */
  current?: string;
  /** Ids of the steps already run (drawn solid). Without it, every step is drawn solid. */
  done?: readonly string[];
  /** Link each row to its step, e.g. (n) => `/auth?step=${n}`. */
  hrefFor?: (position: number, id: string) => string;
  /** `large` for presenter mode: bigger text at every width. */
  size?: Size;
}

type Row = { kind: 'step'; step: WalkStep } | { kind: 'folded'; steps: WalkStep[] };

/** The key track shows its steps and folds each run of the others into one "paste a key" band. */
function rowsFor(track: Track): Row[] {
  if (track === 'oauth') return WALK_STEPS.map((step) => ({ kind: 'step', step }));
  const rows: Row[] = [];
  for (const step of WALK_STEPS) {
    const last = rows.at(-1);
    if (step.keyTrack === 'absent') continue;
    if (step.keyTrack === 'shown') rows.push({ kind: 'step', step });
    else if (last?.kind === 'folded') last.steps.push(step);
    else rows.push({ kind: 'folded', steps: [step] });
  }
  return rows;
}

type Size = 'normal' | 'large';
/** The step-number column beside the lanes: narrower on a phone, so each lane box holds "Authorization". */
const GUTTER = 'grid-cols-[1.75rem_minmax(0,1fr)] gap-x-1 @md:grid-cols-[2rem_minmax(0,1fr)] @md:gap-x-2';
/** Text grows with the width the diagram gets; `large` (presenter mode, a projector) grows further. */
const LABELS: Record<Size, string> = {
  normal: 'text-[13px] leading-snug @md:text-sm @2xl:text-base @4xl:text-lg',
  large: 'text-sm leading-snug @md:text-base @2xl:text-lg @4xl:text-xl @6xl:text-2xl',
};
const REPLIES: Record<Size, string> = {
  normal: 'text-xs leading-snug @md:text-[13px] @2xl:text-sm @4xl:text-base',
  large: 'text-[13px] leading-snug @md:text-sm @2xl:text-base @4xl:text-lg @6xl:text-xl',
};
const LANE: Record<Size, string> = {
  normal: 'text-xs @md:text-sm @2xl:text-base',
  large: 'text-sm @md:text-base @2xl:text-lg @4xl:text-xl',
};

function Line({ dir, dashed }: { dir: 1 | -1; dashed?: boolean }) {
  return (
    <span aria-hidden className={`relative my-1 block h-0 border-t-2 border-current ${dashed ? 'border-dashed opacity-80' : ''}`}>
      <span
        className={`absolute -top-[7px] h-0 w-0 border-y-[6px] border-y-transparent ${dir === 1 ? 'right-0 border-l-[10px] border-l-current' : 'left-0 border-r-[10px] border-r-current'}`}
      />
    </span>
  );
}

function Arrow({ step, lanes, door, size }: { step: WalkStep; lanes: readonly Actor[]; door: string; size: Size }) {
  const LABEL = LABELS[size];
  const REPLY = REPLIES[size];
  const a = lanes.indexOf(step.arrow.from);
  const b = lanes.indexOf(step.arrow.to);
  const label = step.arrow.label.replace('{door}', door);
  if (a === b) {
    // Work done by one party: a small loop on its lifeline, the label beside it, up to the diagram's right edge (the
    // last lane's, leftwards), so a word fits whole on a phone.
    const col = a === lanes.length - 1 ? `${2 * a} / ${2 * a + 2}` : `${2 * a + 2} / ${2 * lanes.length + 1}`;
    return (
      <div className="relative z-10 flex items-center gap-1.5 py-1 pr-2" style={{ gridColumn: col, gridRow: 1 }}>
        <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 shrink-0">
          <path d="M2 5 h12 a4 4 0 0 1 0 8 h-10" fill="none" stroke="currentColor" strokeWidth={2} />
          <path d="M7 9.5 L3 13 L7 16.5" fill="none" stroke="currentColor" strokeWidth={2} />
        </svg>
        {/* min-w-0: a flex item otherwise keeps its longest word's width and pushes past the diagram's edge. */}
        <span data-label className={`${LABEL} min-w-0 bg-[var(--row-bg)] wrap-break-word`}>
          <Breakable text={label} />
        </span>
      </div>
    );
  }
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const dir = b > a ? 1 : -1;
  return (
    <div className={`relative z-10 px-1 py-1 text-center ${LABEL}`} style={{ gridColumn: `${2 * lo + 2} / ${2 * hi + 2}`, gridRow: 1 }}>
      <span data-label className={`${LABEL} bg-[var(--row-bg)] px-1 wrap-break-word [box-decoration-break:clone]`}>
        <Breakable text={label} />
      </span>
      <Line dir={dir} />
      {step.arrow.reply ? (
        <>
          <Line dir={dir === 1 ? -1 : 1} dashed />
          <span className={`${REPLY} bg-[var(--row-bg)] px-1 wrap-break-word [box-decoration-break:clone]`}>
            <Breakable text={step.arrow.reply} />
          </span>
        </>
      ) : null}
      {step.arrow.note ? (
        <span data-note className={`${REPLY} mt-0.5 block rounded bg-amber-100 px-1 wrap-break-word text-amber-950`}>
          {step.arrow.note}
        </span>
      ) : null}
    </div>
  );
}

function Lifelines({ lanes }: { lanes: readonly Actor[] }) {
  return lanes.map((a, i) => (
    <span
      key={a}
      aria-hidden
      className="absolute top-0 bottom-0 w-0.5 -translate-x-1/2 bg-indigo-200"
      style={{ left: `${((i + 0.5) / lanes.length) * 100}%` }}
    />
  ));
}

/** The lane boxes over the lifelines. On a phone each is a third of ~320 px: the name wraps between its words and never inside one. */
function LaneHeads({ lanes, door, size, compact = false }: { lanes: readonly Actor[]; door: string; size: Size; compact?: boolean }) {
  return (
    // The one-arrow strip has no step numbers, so no gutter for them.
    <div className={compact ? 'grid' : `grid ${GUTTER}`} aria-hidden>
      {compact ? null : <span />}
      <div className="grid" style={{ gridTemplateColumns: `repeat(${lanes.length}, minmax(0, 1fr))` }}>
        {lanes.map((a) => (
          <div key={a} className="mx-px rounded-lg border border-indigo-400 bg-indigo-50 px-0.5 py-1 text-center @md:mx-0.5 @md:px-1 @md:py-1.5" data-lane={a}>
            <span data-lane-name className={`block leading-tight font-semibold text-indigo-950 ${LANE[size]}`}>
              {compact ? (
                ACTOR_SHORT[a]
              ) : (
                <>
                  <span className="@xl:hidden">{ACTOR_SHORT[a]}</span>
                  <span className="hidden @xl:inline">{ACTOR_LABEL[a]}</span>
                </>
              )}
            </span>
            {compact ? null : (
              <span className="block font-mono text-xs text-indigo-800">
                <Breakable text={ACTOR_DETAIL[a](door)} />
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * One step's arrow between the lanes, for the step card on a narrow screen, where the whole diagram
 * sits above the steps and out of sight: the reader sees who talks to whom right beside the step.
 */
export function StepArrow({ stepId, track = 'oauth' }: { stepId: string; track?: Track }) {
  const step = stepById(stepId);
  if (!step) return null;
  const { door, lanes } = TRACKS[track];
  return (
    <figure className="@container rounded-md border border-indigo-100 bg-white p-1.5" data-testid="step-arrow" data-step={stepId}>
      <figcaption className="sr-only">
        {ACTOR_LABEL[step.arrow.from]} to {ACTOR_LABEL[step.arrow.to]}: {step.arrow.label.replace('{door}', door)}
        {step.arrow.note ? `. Checked on arrival: ${step.arrow.note}` : ''}
      </figcaption>
      <LaneHeads lanes={lanes} door={door} size="normal" compact />
      <div aria-hidden>
        <div
          className="relative grid text-indigo-950"
          style={{ gridTemplateColumns: `repeat(${lanes.length * 2}, minmax(0, 1fr))`, ['--row-bg' as string]: 'var(--color-white)' }}
        >
          <Lifelines lanes={lanes} />
          <Arrow step={step} lanes={lanes} door={door} size="normal" />
        </div>
      </div>
    </figure>
  );
}

export function SequenceDiagram({ track = 'oauth', current, done, hrefFor, size = 'normal' }: SequenceDiagramProps) {
  const LABEL = LABELS[size];
  const { door, lanes, heading } = TRACKS[track];
  const rows = rowsFor(track);
  const cols = { gridTemplateColumns: `repeat(${lanes.length * 2}, minmax(0, 1fr))` };
  const isDone = (id: string) => (done ? done.includes(id) : true);
  const uid = `seq-${track}`; // one diagram per track per page

  return (
    <figure className="@container space-y-2" data-testid="sequence-diagram" data-track={track} data-current={current ?? ''} aria-labelledby={`${uid}-title`}>
      <figcaption id={`${uid}-title`} className={`font-semibold text-stone-900 ${size === 'large' ? 'text-base @2xl:text-xl' : 'text-sm @2xl:text-base'}`}>
        {heading}
      </figcaption>
      <LaneHeads lanes={lanes} door={door} size={size} />
      <ol className="space-y-0">
        {rows.map((r) => {
          if (r.kind === 'folded') {
            const active = current !== undefined && r.steps.some((s) => s.id === current);
            return (
              <li key={`folded-${r.steps[0].id}`} className={`grid ${GUTTER}`} data-folded={rangeLabel(r.steps)}>
                <span />
                <div className="relative py-1.5">
                  <Lifelines lanes={lanes} />
                  <p
                    className={`relative z-10 rounded-md border border-dashed border-stone-400 px-2 py-2 text-center ${LABEL} ${active ? 'bg-amber-100' : 'bg-stone-100'} text-stone-800`}
                  >
                    Steps {rangeLabel(r.steps)} folded: the client already holds a key (pasted from config)
                  </p>
                </div>
              </li>
            );
          }
          const { step } = r;
          const n = positionOf(step.id);
          const here = current === step.id;
          const solid = isDone(step.id) || here;
          const body = (
            <>
              <span
                className={`mt-2 flex h-7 w-7 items-center justify-center self-start rounded-full text-xs font-bold text-white ${here ? 'bg-indigo-600' : solid ? 'bg-indigo-950' : 'bg-stone-500'}`}
                aria-hidden
              >
                {n}
              </span>
              <div
                className={`relative grid ${solid ? 'text-indigo-950' : 'text-stone-600'}`}
                // Labels wear the row's colour, so a lifeline passing behind one never crosses its text.
                style={{ ...cols, ['--row-bg' as string]: here ? 'var(--color-indigo-50)' : 'var(--color-white)' }}
              >
                <Lifelines lanes={lanes} />
                <span className="sr-only">
                  Step {n}, {step.title}: {ACTOR_LABEL[step.arrow.from]} to {ACTOR_LABEL[step.arrow.to]}.{here ? ' (current step)' : ''}
                </span>
                <Arrow step={step} lanes={lanes} door={door} size={size} />
              </div>
            </>
          );
          const rowClass = `grid ${GUTTER} rounded-md ${here ? 'bg-indigo-50 ring-2 ring-indigo-500' : 'bg-white'}`;
          return (
            <li key={step.id} data-step={step.id} aria-current={here ? 'step' : undefined}>
              {hrefFor ? (
                <a href={hrefFor(n, step.id)} title={`Step ${n}: ${step.title}`} className={`${rowClass} hover:bg-indigo-50`}>
                  {body}
                </a>
              ) : (
                <div className={rowClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
