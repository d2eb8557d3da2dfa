/**
 * A slide's lesson line: the one sentence the room should leave with. The chapter's own `lesson`
 * when it has one (tour chapters are gaining that field), else the first sentence of its idea; a
 * walkthrough step's is the first sentence of its explanation. The full text goes to the speaker notes.
 */
export function lessonOf(chapter: { idea: string; lesson?: string }): string {
  return chapter.lesson ?? firstSentence(chapter.idea);
}

/** Up to the first full stop (or ! ?) that ends a sentence; the whole text if there is none. */
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s|$)/.exec(text);
  return (end ? text.slice(0, end.index + 1) : text).trim();
}
