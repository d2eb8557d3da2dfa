/**
 * /facilitator: the workshop leader's page. What this instance runs with (the status facts: issuer on
 * or off, demo or not, whether a secret is set — never the secret), the demo key when demo mode is on
 * (as the walkthrough's key track shows it), how each door is guarded, a reset of this browser, and
 * the links to hand out, presenter mode and the printable handout with QR codes, and every budget a
 * room meets with what to raise for a bigger one.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReachabilityAlert } from '@/components/facilitator/ReachabilityAlert';
import { ResetBrowserButton } from '@/components/facilitator/ResetBrowserButton';
import { SessionClockControls } from '@/components/facilitator/SessionClockControls';
import { chapterLabel } from '@/content/tour/chapter-label';
import { type ChapterMeta, readChapters } from '@/content/tour/read-chapters';
import { EXERCISE_ANSWERS } from '@/content/workshop/exercise-answers';
import { RUN_SHEET, type RunSheetUse, SESSION_MINUTES } from '@/content/workshop/run-sheet';
import { EXERCISE_PAGE_LABEL, EXERCISES } from '@/lib/exercises';
import { MAKE_WORKSHOP_SECRET, WORKSHOP_SECRET_ENV, WORKSHOP_SECRET_FILE } from '@/lib/identity/reachability';
import { resolveApiKey } from '@/lib/auth/resource-server/key-gate';
import { statusFacts } from '@/lib/http/status-facts';
import { BIG_ROOM, participantKeying, ROOM_PEAK_RSS_MIB, roomLimits, SETTLED_RSS_BUDGET_MIB } from '@/lib/limits/room-limits';
import { config, ROOM_PARTICIPANTS } from '@/lib/config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '@/lib/identity';
import { WALK_STEPS } from '@/lib/walkthrough/steps';

export const metadata: Metadata = { title: 'Facilitator' };

const AUTH_LABEL = { none: 'open to anyone', key: 'shared key', oauth: 'OAuth access token' } as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 border-t border-stone-200 py-2 first:border-t-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium text-stone-900">{term}</dt>
      <dd className="min-w-0 text-stone-800" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const LINK = 'font-medium text-indigo-800 underline';

/** A run-sheet block's material: a chapter by its number (from the chapter list) and its slide, or a page. */
function Use({ use, chapters }: { use: RunSheetUse; chapters: readonly ChapterMeta[] }) {
  if ('path' in use) {
    return (
      <Link href={use.path} prefetch={false} className={LINK}>
        {use.label} <span className="font-mono">{use.path}</span>
      </Link>
    );
  }
  const c = chapters.find((ch) => ch.anchor === use.chapter);
  if (!c) return null;
  return (
    <Link href={`/present/tour/${c.anchor}`} className={LINK} data-run-chapter={c.anchor}>
      {chapterLabel(c)}: {c.title}
    </Link>
  );
}

/** mm from the session's start. */
const at = (minutes: number) => `${String(minutes).padStart(2, '0')}′`;

export default function FacilitatorPage() {
  const cfg = config();
  const s = statusFacts(cfg);
  const key = resolveApiKey(cfg);
  // Only a derived demo key is ever shown; a key set in MCP_API_KEY stays secret (as on /auth?track=key).
  const demoKey = key?.source === 'demo' ? key.value : undefined;
  const urls = deployment(cfg);
  const chapters = readChapters();
  const first = chapters[0];
  const starts = RUN_SHEET.map((_, i) => RUN_SHEET.slice(0, i).reduce((sum, b) => sum + b.minutes, 0));
  const inSheet = new Set(RUN_SHEET.flatMap((b) => b.uses.flatMap((u) => ('chapter' in u ? [u.chapter] : []))));
  const unplanned = chapters.filter((c) => !inSheet.has(c.anchor));
  const keying = participantKeying(cfg);

  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Facilitator</h1>
        <p className="max-w-3xl text-lg text-stone-700">
          For whoever runs a workshop: what this instance is running with, what attendees will need, and the links to put on the projector and on paper.
        </p>
      </header>

      {urls ? <ReachabilityAlert origin={urls.origin} devServer={cfg.devServer} /> : null}

      <Section id="secret" title="Before the room arrives: one secret for the whole session">
        <p className="text-stone-700">
          The built-in issuer’s keys and the demo key derive from AUTH_SECRET: a new secret on a restart invalidates every token in the room and changes the
          demo key. Make it once, kept in <code className="font-mono">{WORKSHOP_SECRET_FILE}</code> (your home directory, outside the repository, readable by
          you only; run again, it keeps the one there):
        </p>
        <pre className="overflow-x-auto rounded-md bg-stone-100 px-3 py-2 font-mono text-sm whitespace-pre-wrap text-stone-900" data-testid="make-secret">
          {MAKE_WORKSHOP_SECRET}
        </pre>
        <p className="text-stone-700">
          and start every time with <code className="font-mono break-all">{WORKSHOP_SECRET_ENV}</code> (the commands on this page and in docs/workshops.md do).
          Delete the file after the workshop.
        </p>
      </Section>

      <Section id="run-sheet" title={`Run sheet: ${SESSION_MINUTES} minutes`}>
        <p className="text-stone-700">
          Start the clock when the room starts: the slides show it in their top bar (in this browser; present from it). Every block uses only what this app
          serves.
        </p>
        <SessionClockControls />
        <ol className="divide-y divide-stone-200" data-testid="run-sheet">
          {RUN_SHEET.map((b, i) => (
            <li key={b.title} className="grid gap-1 py-2 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-4" data-run-block>
              <p className="font-mono text-stone-800 tabular-nums">
                {at(starts[i])}–{at(starts[i] + b.minutes)}
              </p>
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-stone-900">
                  {b.title} <span className="font-normal text-stone-600">({b.minutes} min)</span>
                </p>
                <p className="text-stone-700">{b.plan}</p>
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {b.uses.map((u) => (
                    <li key={'path' in u ? u.path : u.chapter}>
                      <Use use={u} chapters={chapters} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
        {unplanned.length > 0 ? (
          <p className="text-sm text-amber-900" data-testid="run-sheet-unplanned">
            Not in the run sheet yet: {unplanned.map((c) => `${chapterLabel(c)} (${c.title})`).join(', ')}. Fold them into a block or skip them.
          </p>
        ) : null}
      </Section>

      <Section id="exercise-sheet" title="Exercise sheet, with answers">
        <p className="text-stone-700">
          The exercises the tour, the playground, /auth and /jwt offer (each ticks itself on the learner’s page). The answers are on this page only.
        </p>
        <ol className="space-y-3" data-testid="exercise-sheet">
          {EXERCISES.map((e) => {
            const c = chapters.find((ch) => ch.anchor === e.chapter);
            return (
              <li key={e.id} className="space-y-1 border-t border-stone-200 pt-2 first:border-t-0" data-exercise-answer={e.id}>
                <p className="text-stone-900">
                  {c ? <span className="font-semibold">{chapterLabel(c)} · </span> : null}
                  {e.task} <span className="text-sm text-stone-600">({e.where.map((w) => EXERCISE_PAGE_LABEL[w]).join(', ')})</span>
                </p>
                <p className="text-stone-800">
                  <strong>Answer:</strong> {EXERCISE_ANSWERS[e.id]}
                </p>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="issuer" title="Token issuer and secrets">
        <dl>
          <Fact term="Issuer" testId="issuer-state">
            {s.issuer.kind !== 'off' ? (
              <>
                <strong>On</strong>: {s.issuer.kind === 'built-in' ? 'the built-in issuer at' : 'an external issuer,'}{' '}
                <code className="font-mono break-all">{s.issuer.url}</code>
              </>
            ) : (
              <span className="text-red-800">
                <strong>Off</strong>. {s.issuer.reason}
              </span>
            )}
          </Fact>
          <Fact term="Demo mode" testId="demo-mode">
            {cfg.auth.demo ? (
              <strong className="text-amber-900">On: the built-in issuer approves anyone who clicks Approve, and the key door takes a derived demo key.</strong>
            ) : (
              'Off.'
            )}
          </Fact>
          <Fact term="AUTH_SECRET" testId="secret-set">
            {cfg.auth.secret
              ? cfg.auth.secret.source === 'env'
                ? 'Set (its value is never shown).'
                : 'Not set: the public development secret is in use (next dev only). Never for a deployment.'
              : 'Not set: the built-in issuer is off.'}
          </Fact>
          <Fact term="Public origin">
            {urls ? <code className="font-mono break-all">{urls.origin}</code> : <span className="text-red-800">{ORIGIN_MISSING_MESSAGE}</span>}
          </Fact>
        </dl>
      </Section>

      <Section id="demo-key" title="The demo key">
        {demoKey ? (
          <>
            <p className="text-stone-700">
              The key door takes this key (derived from AUTH_SECRET because demo mode is on). Put it on a slide for the shared-key exercises:
            </p>
            <code data-testid="demo-key" className="block rounded-md bg-stone-100 px-3 py-2 font-mono text-lg break-all text-stone-900">
              {demoKey}
            </code>
          </>
        ) : (
          <p className="text-stone-700" data-testid="demo-key-hidden">
            {key
              ? 'The key door uses the key set in MCP_API_KEY; it is not shown here. Hand it out yourself if attendees need it.'
              : 'No key is configured: the key door refuses everyone. Set AUTH_DEMO=1 with AUTH_SECRET for a derived demo key.'}
          </p>
        )}
      </Section>

      <Section id="doors" title="Which doors are guarded">
        <ul className="space-y-2" aria-label="Doors">
          {s.doors.map((d) => (
            <li key={d.path} data-door={d.path} data-auth={d.auth}>
              <code className="font-mono font-semibold">{d.path}</code>:{' '}
              <span className={d.auth === 'none' ? 'text-stone-800' : 'font-medium text-indigo-900'}>{AUTH_LABEL[d.auth]}</span>
              {d.usable ? null : <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-900">refuses everyone</span>}
              <span className="block text-sm text-stone-700">{d.checks}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-stone-600">
          The same facts for machines: <code className="font-mono">/api/health</code>; for people:{' '}
          <Link href="/status" className="text-indigo-800 underline">
            /status
          </Link>
          .
        </p>
      </Section>

      <Section id="limits" title="Limits for a room">
        <p className="text-stone-700">
          Every limit counts per participant, and the defaults fit a room of {ROOM_PARTICIPANTS} twice over even when the whole room shares one address (a
          school&apos;s network). A refusal tells the participant whose budget ran out and which setting sizes it. For a room of {BIG_ROOM}, set the values in
          the last column and restart.
        </p>
        <p className={keying.shared ? 'font-medium text-amber-900' : 'text-stone-700'} data-testid="participant-keying">
          <strong>Participants are told apart:</strong> {keying.text}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Limits">
            <thead>
              <tr className="border-b border-stone-300">
                <th className="py-1 pr-3 font-semibold">Setting</th>
                <th className="py-1 pr-3 font-semibold">Counts</th>
                <th className="py-1 pr-3 font-semibold">Here</th>
                <th className="py-1 font-semibold">For {BIG_ROOM} people</th>
              </tr>
            </thead>
            <tbody>
              {roomLimits(cfg).map((l) => (
                <tr key={l.setting} className="border-b border-stone-200 align-top" data-limit={l.setting}>
                  <td className="py-1 pr-3 font-mono break-all">{l.setting}</td>
                  <td className="py-1 pr-3">{l.counts}</td>
                  <td className="py-1 pr-3">{l.value}</td>
                  <td className="py-1">{l.forBigRoom === undefined ? 'as is' : l.forBigRoom}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-stone-600">
          Paced demo analyses never wait for a full-speed one; a whole-corpus call past the full-speed places waits its turn and is told its place. The numbers
          are per instance except the per-minute budgets, which every instance shares when REDIS_URL is set.
        </p>
        <p className="text-sm text-stone-600" data-testid="room-memory">
          Memory: while the room runs analyses an instance needs up to {ROOM_PEAK_RSS_MIB} MiB (each analysis thread has its own heap and copy of the records);
          three minutes after the last request it is back within {SETTLED_RSS_BUDGET_MIB} MiB (a minute after, an instance has kept up to about 450 MiB: heap it
          grew during the room, given back within the next two). Those threads are bounded per instance by MCP_ANALYZE_CONCURRENCY, not by the room&apos;s size;
          a room of {BIG_ROOM} has not been measured.
        </p>
      </Section>

      <Section id="present" title="On the projector">
        <p className="text-stone-700">
          Presenter mode shows one chapter or one walkthrough step per screen, in large type. Keys: → or Page Down next, ← or Page Up back, Home and End, Escape
          back to the normal page, R to reset this browser.
        </p>
        <ul className="flex flex-wrap gap-3">
          {[
            [`/present/tour/${first.anchor}`, 'Present the tour'],
            [`/present/auth/${WALK_STEPS[0].id}`, 'Present the walkthrough'],
          ].map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="inline-block rounded-md bg-indigo-700 px-3 py-1.5 font-medium text-white hover:bg-indigo-800">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="handout" title="Handout">
        <p className="text-stone-700">Every chapter’s stable link and the hands-on pages, each with a QR code for phones, on one printable page.</p>
        <Link
          href="/facilitator/handout"
          className="inline-block rounded-md border border-indigo-300 bg-white px-3 py-1.5 font-medium text-indigo-900 hover:bg-indigo-50"
        >
          Open the printable handout
        </Link>
      </Section>

      <Section id="observe" title="Watch your own client">
        <p className="text-stone-700">
          Attendees who connect their own MCP client (or curl) can watch its requests arrive, live, on{' '}
          <Link href="/observe?facilitator" prefetch={false} className="font-mono text-indigo-800 underline">
            /observe?facilitator
          </Link>
          . The channel&apos;s page shows a QR code of itself and of its client URL, and a short code the room types at <code className="font-mono">/join</code>
          ; its projector view (<span className="font-mono">?present</span>) is the live feed in large type, one line per exchange.
        </p>
        <p className="text-stone-700">
          The channel&apos;s page lists the exercises one can do from one&apos;s own client (the 401 and its metadata pointer, a call with an OAuth token, a 403
          insufficient_scope, paging with a cursor, server/discover, a 2025-era call). Each ticks itself when an exchange on the feed does what it asks, marked
          &ldquo;from your own client&rdquo;, and the tick shows on its chapter too, in the browser that watched the channel.
        </p>
      </Section>

      <Section id="reset" title="Reset for the next group">
        <p className="text-stone-700">
          Between groups on a shared laptop: forget the tokens and keys handed between pages, every exercise tick, solved lab and the session clock, and the
          room channel the slides show, as a new attendee would find it.
        </p>
        <ResetBrowserButton />
        <p className="text-stone-700">
          Then{' '}
          <Link href="/observe?facilitator" prefetch={false} className="text-indigo-800 underline">
            open a new channel for the new group
          </Link>{' '}
          and put its projector view up: the slides show its code from then on. The old group&apos;s channel, and its code, lapse once nobody has used or
          watched it for {Math.round(cfg.observe.idleTtlMs / 60_000)} minutes, so the new group never sees the old group&apos;s traffic.
        </p>
      </Section>
    </article>
  );
}
