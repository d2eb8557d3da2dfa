/**
 * Long technical text (URLs, header values, ids) that may wrap only at its punctuation: after a slash,
 * `&` or `=`, before `?` (the browser already breaks after a hyphen or a space), never inside a word or a
 * snake_case name. Pair it
 * with `wrap-break-word`, which still breaks a run too long for any line (a 200-character id) rather
 * than let it overflow, but, unlike `anywhere`, never makes a word's letters the place a box may shrink to.
 */
import { Fragment } from 'react';

const BREAK_AFTER = /(?<=[/&=])(?=[^/&=])|(?=\?)/;

/** The pieces of `text` between its break points (exported for tests). */
export const breakPoints = (text: string): string[] => text.split(BREAK_AFTER);

/** `at`: other break points instead (a variable name after its underscores, a printed URL between its parts). */
export function Breakable({ text, at = BREAK_AFTER }: { text: string; at?: RegExp }) {
  return (
    <>
      {text.split(at).map((p, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {p}
        </Fragment>
      ))}
    </>
  );
}
