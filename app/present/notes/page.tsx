/**
 * /present/notes: the speaker notes, in a window of their own that follows the deck (N on any slide
 * opens it; components/present/NotesFollower listens). Every slide's notes are here: a chapter's
 * prose and exercises, a walkthrough step's explanation and what the room must do.
 */
import type { Metadata } from 'next';
import type { MDXContent } from 'mdx/types';
import { Exercises } from '@/components/exercises/Exercises';
import { KEY_TRACK_SLIDE, KEY_TRACK_TITLE, STEP_UP_SLIDE, STEP_UP_TITLE } from '@/components/present/walkthrough-deck-slides';
import { NotesFollower } from '@/components/present/NotesFollower';
import { chapterLabel } from '@/content/tour/chapter-label';
import { QUESTIONS } from '@/content/tour/questions';
import { WALKTHROUGH_NOTES } from '@/content/workshop/walkthrough-notes';
import { type ChapterMeta, readChapters } from '@/content/tour/read-chapters';
import { WALK_STEPS } from '@/lib/walkthrough/steps';

export const metadata: Metadata = { title: 'Speaker notes' };

/** The question for the room: the one the chapter asks before its demo (with its choices), else its own `ask`. */
function AskTheRoom({ chapter }: { chapter: ChapterMeta }) {
  const q = chapter.anchor in QUESTIONS ? QUESTIONS[chapter.anchor as keyof typeof QUESTIONS] : undefined;
  if (!q && !chapter.ask) return null;
  return (
    <div className="rounded-lg border border-violet-200 bg-violet-50 p-3" data-testid="notes-ask">
      <p className="font-semibold text-violet-950">Ask the room: {q ? q.question : chapter.ask}</p>
      {q ? (
        <p className="mt-1 text-stone-800">
          {q.choices.map((choice) => choice.label).join(' · ')}. Take a show of hands, pick the room’s answer on the slide, then Send: the finding shows only
          then.
        </p>
      ) : null}
    </div>
  );
}

export default async function SpeakerNotes() {
  const chapters = readChapters();
  const bodies = await Promise.all(chapters.map(async (c) => (await import(`@/content/tour/${c.stem}.mdx`)).default as MDXContent));
  return (
    <NotesFollower>
      {chapters.map((c, i) => {
        const Body = bodies[i];
        return (
          <section key={c.anchor} data-notes-for={`/present/tour/${c.anchor}`} hidden className="space-y-4" aria-labelledby={`notes-${c.anchor}`}>
            <h2 id={`notes-${c.anchor}`} className="text-2xl font-semibold">
              {chapterLabel(c)}: {c.title}
            </h2>
            <p className="font-medium text-stone-900">{c.idea}</p>
            <h3 className="text-lg font-semibold">Say</h3>
            <ul className="list-disc space-y-1 pl-6" data-testid="notes-points">
              {c.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <AskTheRoom chapter={c} />
            <details>
              <summary className="cursor-pointer font-medium">The chapter’s text</summary>
              {/* The prose only: the chapter's demo runs on the slide, not here (present.css hides it). */}
              <div data-notes-body className="mt-2 space-y-4">
                <Body />
              </div>
            </details>
            <Exercises chapter={c.anchor} level={3} />
          </section>
        );
      })}
      {WALK_STEPS.map((s, i) => (
        <section key={s.id} data-notes-for={`/present/auth/${s.id}`} hidden className="space-y-4" aria-labelledby={`notes-step-${s.id}`}>
          <h2 id={`notes-step-${s.id}`} className="text-2xl font-semibold">
            Step {i + 1}: {s.title}
          </h2>
          <h3 className="text-lg font-semibold">Say</h3>
          <ul className="list-disc space-y-1 pl-6" data-testid="notes-points">
            {WALKTHROUGH_NOTES[s.id]?.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="rounded-lg border border-violet-200 bg-violet-50 p-3" data-testid="notes-ask">
            <p className="font-semibold text-violet-950">Ask the room, before Run: {WALKTHROUGH_NOTES[s.id]?.ask}</p>
          </div>
          {s.person ? <p>The room acts here: “{s.person.action}” opens a window where a person answers.</p> : null}
          <details>
            <summary className="cursor-pointer font-medium">The step’s text</summary>
            <p className="mt-2">{s.explain}</p>
          </details>
        </section>
      ))}
      <section data-notes-for={STEP_UP_SLIDE} hidden className="space-y-4" aria-labelledby="notes-step-up">
        <h2 id="notes-step-up" className="text-2xl font-semibold">
          {STEP_UP_TITLE}
        </h2>
        <h3 className="text-lg font-semibold">Say</h3>
        <ul className="list-disc space-y-1 pl-6" data-testid="notes-points">
          <li>The token is valid and meant for this door; it just does not allow enough.</li>
          <li>401 means “who are you?” (no token, or a bad one); 403 means “I know who you are, and this is not allowed”.</li>
          <li>The 403’s WWW-Authenticate names the scope it needs: the client asks the person again, for that scope only.</li>
        </ul>
        <div className="rounded-lg border border-violet-200 bg-violet-50 p-3" data-testid="notes-ask">
          <p className="font-semibold text-violet-950">Ask the room: the read-only token calls refine_prompt. 401, 403 or 200?</p>
          <p className="mt-1 text-stone-800">
            Take a show of hands, then Call refine_prompt: 403 insufficient_scope. Why not 401: the token was fine, and a 401 would send the client to sign in
            again for nothing. Then Open the consent page again (a person approves) and call again: 200.
          </p>
        </div>
      </section>
      <section data-notes-for={KEY_TRACK_SLIDE} hidden className="space-y-4" aria-labelledby="notes-key-track">
        <h2 id="notes-key-track" className="text-2xl font-semibold">
          {KEY_TRACK_TITLE}
        </h2>
        <h3 className="text-lg font-semibold">Say</h3>
        <ul className="list-disc space-y-1 pl-6" data-testid="notes-points">
          <li>The key door takes one secret the deployment configured: the client pastes it, like a password in a config file.</li>
          <li>No discovery, no registration, no consent, no expiry: simple, and just as simple to leak. Anyone holding it is the client.</li>
          <li>Good for one team’s own agents; OAuth when strangers’ clients and people’s consent are involved.</li>
        </ul>
        <div className="rounded-lg border border-violet-200 bg-violet-50 p-3" data-testid="notes-ask">
          <p className="font-semibold text-violet-950">Ask the room: the key leaks into a public repository. What must the deployment do, and who notices?</p>
        </div>
      </section>
    </NotesFollower>
  );
}
