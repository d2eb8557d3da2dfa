/**
 * The OAuth flow as an SVG sequence diagram: three lifelines (client, authorization server, resource
 * server), one row per step, the current step highlighted. A server component (no state): the
 * walkthrough passes `current`. Readers of a screen get the same steps as an ordered list.
 * The shared-key track folds steps 2–11 into one “paste a key” band: same seam, fewer steps.
 */
import { ACTORS, type Actor, FLOW_STEPS, type FlowStep } from '@/content/auth/steps';

const LANE_X: Record<Actor, number> = { client: 90, as: 330, rs: 570 };
const WIDTH = 660;
const TOP = 64;
const ROW = 36;

export interface SequenceDiagramProps {
  track?: 'oauth' | 'key';
  /** The step being looked at (highlighted). */
  current?: number;
  /** Steps already run (drawn solid). Without it, every step is drawn solid. */
  done?: readonly number[];
  /** Link each row to its step (e.g. n => `/auth?step=${n}`). */
  hrefFor?: (n: number) => string;
  title?: string;
}

type Row = { kind: 'step'; step: FlowStep } | { kind: 'collapsed'; from: number; to: number };

function rowsFor(track: 'oauth' | 'key'): Row[] {
  if (track === 'oauth') return FLOW_STEPS.map((step) => ({ kind: 'step', step }));
  const shown = FLOW_STEPS.filter((s) => s.keyTrack === 'shown');
  return [{ kind: 'step', step: shown[0] }, { kind: 'collapsed', from: 2, to: 11 }, { kind: 'step', step: shown[1] }];
}

function Arrow({ step, y, dim, head }: { step: FlowStep; y: number; dim: boolean; head: string }) {
  const x1 = LANE_X[step.from];
  const x2 = LANE_X[step.to];
  const stroke = dim ? '#a8a29e' : '#312e81';
  if (x1 === x2) {
    // Work done locally: a small loop on the actor's own lifeline.
    return (
      <g>
        <path d={`M${x1} ${y - 8} h34 v16 h-30`} fill="none" stroke={stroke} strokeWidth={1.5} markerEnd={`url(#${head})`} />
        <text x={x1 + 42} y={y + 4} fontSize={12} fill={dim ? '#78716c' : '#1c1917'}>
          {step.arrow}
        </text>
      </g>
    );
  }
  const dir = x2 > x1 ? 1 : -1;
  const mid = (x1 + x2) / 2;
  return (
    <g>
      <line x1={x1} y1={y - 4} x2={x2 - dir * 4} y2={y - 4} stroke={stroke} strokeWidth={1.5} markerEnd={`url(#${head})`} />
      <text x={mid} y={y - 9} fontSize={12} textAnchor="middle" fill={dim ? '#78716c' : '#1c1917'}>
        {step.arrow}
      </text>
      {step.reply ? (
        <>
          <line x1={x2} y1={y + 8} x2={x1 + dir * 4} y2={y + 8} stroke={stroke} strokeWidth={1.2} strokeDasharray="4 3" markerEnd={`url(#${head})`} />
          <text x={mid} y={y + 20} fontSize={11} textAnchor="middle" fill={dim ? '#a8a29e' : '#44403c'}>
            {step.reply}
          </text>
        </>
      ) : null}
    </g>
  );
}

export function SequenceDiagram({ track = 'oauth', current, done, hrefFor, title }: SequenceDiagramProps) {
  const rows = rowsFor(track);
  const rowHeight = (r: Row) => (r.kind === 'collapsed' ? ROW * 1.3 : r.step.reply ? ROW * 1.35 : ROW);
  const ys: number[] = [];
  let y = TOP + 14;
  for (const r of rows) {
    ys.push(y + rowHeight(r) / 2);
    y += rowHeight(r);
  }
  const height = y + 16;
  const heading = title ?? (track === 'oauth' ? 'OAuth 2.1 flow: twelve steps from a 401 to a 200' : 'Shared-key flow: a 401, a key, a 200');
  const isDone = (n: number) => (done ? done.includes(n) : true);
  const uid = `seq-${track}`; // one diagram per track per page

  return (
    <figure className="space-y-2" data-testid="sequence-diagram" data-track={track} data-current={current ?? ''}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full max-w-2xl" role="group" aria-labelledby={`${uid}-title`}>
        <title id={`${uid}-title`}>{heading}</title>
        <defs>
          <marker id={`${uid}-head`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
          </marker>
        </defs>
        {(Object.keys(LANE_X) as Actor[]).map((a) => (
          <g key={a}>
            <rect x={LANE_X[a] - 78} y={8} width={156} height={40} rx={8} fill="#eef2ff" stroke="#6366f1" />
            <text x={LANE_X[a]} y={26} textAnchor="middle" fontSize={13} fontWeight={600} fill="#1e1b4b">
              {ACTORS[a].label}
            </text>
            <text x={LANE_X[a]} y={41} textAnchor="middle" fontSize={10} fill="#4338ca">
              {a === 'client' ? 'you' : a === 'as' ? '/oauth' : '/api/mcp/oauth'}
            </text>
            <line x1={LANE_X[a]} y1={48} x2={LANE_X[a]} y2={height - 8} stroke="#c7d2fe" strokeWidth={2} />
          </g>
        ))}
        {rows.map((r, i) => {
          const cy = ys[i];
          const h = rowHeight(r);
          if (r.kind === 'collapsed') {
            const active = current !== undefined && current > 1 && current < 12;
            return (
              <g key="collapsed">
                <rect x={16} y={cy - h / 2 + 3} width={WIDTH - 32} height={h - 6} rx={6} fill={active ? '#fef3c7' : '#f5f5f4'} stroke="#d6d3d1" strokeDasharray="5 4" />
                <text x={WIDTH / 2} y={cy + 4} textAnchor="middle" fontSize={12} fill="#44403c">
                  Steps {r.from}–{r.to} collapsed: the client already holds a key (pasted from config)
                </text>
              </g>
            );
          }
          const n = r.step.n;
          const here = current === n;
          const body = (
            <g data-step={n} aria-current={here ? 'step' : undefined}>
              <title>{`Step ${n}: ${r.step.title}`}</title>
              <rect x={8} y={cy - h / 2 + 2} width={WIDTH - 16} height={h - 4} rx={6} fill={here ? '#e0e7ff' : 'transparent'} stroke={here ? '#4f46e5' : 'none'} />
              <circle cx={24} cy={cy} r={10} fill={here ? '#4f46e5' : isDone(n) ? '#312e81' : '#d6d3d1'} />
              <text x={24} y={cy + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill="#fff">
                {n}
              </text>
              <g color={isDone(n) || here ? '#312e81' : '#a8a29e'}>
                <Arrow step={r.step} y={cy} dim={!isDone(n) && !here} head={`${uid}-head`} />
              </g>
            </g>
          );
          return hrefFor ? (
            <a key={n} href={hrefFor(n)} aria-label={`Step ${n}: ${r.step.title}`}>
              {body}
            </a>
          ) : (
            <g key={n}>{body}</g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        <ol>
          {rows.map((r) =>
            r.kind === 'collapsed' ? (
              <li key="c">Steps {r.from} to {r.to} collapsed: the client already holds a shared key.</li>
            ) : (
              <li key={r.step.n}>
                Step {r.step.n}, {ACTORS[r.step.from].label} to {ACTORS[r.step.to].label}: {r.step.arrow}
                {r.step.reply ? `; reply: ${r.step.reply}` : ''}.{current === r.step.n ? ' (current step)' : ''}
              </li>
            ),
          )}
        </ol>
      </figcaption>
    </figure>
  );
}
