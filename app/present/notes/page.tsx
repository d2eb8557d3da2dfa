/**
 * /present/notes: the speaker notes, in a window of their own that follows the deck (N on any slide
 * opens it; components/present/NotesFollower listens). Every slide's notes are here: a chapter's
 * prose and exercises, a walkthrough step's explanation and what the room must do.
 */
import type { Metadata } from 'next';
import type { MDXContent } from 'mdx/types';
import { Exercises } from '@/components/exercises/Exercises';
import { NotesFollower } from '@/components/present/NotesFollower';
import { chapterLabel } from '@/content/tour/chapter-label';
import { readChapters } from '@/content/tour/read-chapters';
import { WALK_STEPS } from '@/lib/walkthrough/steps';

export const metadata: Metadata = { title: 'Speaker notes' };

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
            {/* The prose only: the chapter's demo runs on the slide, not here (present.css hides it). */}
            <div data-notes-body className="space-y-4">
              <Body />
            </div>
            <Exercises chapter={c.anchor} level={3} />
          </section>
        );
      })}
      {WALK_STEPS.map((s, i) => (
        <section key={s.id} data-notes-for={`/present/auth/${s.id}`} hidden className="space-y-4" aria-labelledby={`notes-step-${s.id}`}>
          <h2 id={`notes-step-${s.id}`} className="text-2xl font-semibold">
            Step {i + 1}: {s.title}
          </h2>
          <p>{s.explain}</p>
          {s.person ? <p>The room acts here: “{s.person.action}” opens a window where a person answers.</p> : null}
        </section>
      ))}
    </NotesFollower>
  );
}
