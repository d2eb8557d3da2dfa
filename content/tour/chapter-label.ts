/**
 * How every page names a chapter by its number (`ChapterMeta.number`, its place in the chapter list): the
 * tour, its contents, the slides, the speaker notes, the handout and the facilitator page. Pure, so the
 * browser's contents bar uses it too.
 */
export const chapterLabel = (c: { number: number }): string => `Chapter ${c.number}`;
