/**
 * A frame cut to the lines that matter, for a slide: the keys the annotations explain at the top two
 * levels (jsonrpc, id, method, and what params/result hold), each deeper object or array folded to
 * `{ … }` / `[ … ]`, and each run of other hidden lines marked by one gap. The full frame stays one
 * keypress away (presenter mode's F). One pass over layoutJson's lines, so linear in the frame.
 */
import type { JsonLine } from './annotations';

export type CompactLine =
  | { kind: 'line'; line: JsonLine; index: number /** The folded inside and its closer, e.g. ` … },`. */; folded?: string }
  | { kind: 'gap'; indent: number; hidden: number };

/** Annotated keys down to this depth are shown (1: the message's own keys; 2: what params or result hold). */
const SHOWN_DEPTH = 2;

const depthOf = (text: string) => (text.length - text.trimStart().length) / 2;

export function compactJson(lines: readonly JsonLine[]): CompactLine[] {
  const out: CompactLine[] = [];
  let hidden = 0;
  let hiddenIndent = 0;
  let folding: Extract<CompactLine, { kind: 'line' }> | undefined;
  lines.forEach((line, index) => {
    const depth = depthOf(line.text);
    const trimmed = line.text.trim();
    if (folding) {
      // Inside a folded key: swallow until its own closer (the first bracket line back at its depth).
      if (depth === SHOWN_DEPTH && /^[}\]]/.test(trimmed)) {
        folding.folded = ` … ${trimmed}`;
        folding = undefined;
      }
      return;
    }
    // The message's braces and those of params/result, so the shape still reads as JSON.
    const structural = depth < SHOWN_DEPTH && /^([}\]],?|[{[])$/.test(trimmed);
    if (!(structural || (line.key?.note !== undefined && depth <= SHOWN_DEPTH))) {
      if (hidden === 0) hiddenIndent = depth;
      hidden++;
      return;
    }
    if (hidden > 0) out.push({ kind: 'gap', indent: hiddenIndent, hidden });
    hidden = 0;
    const kept: Extract<CompactLine, { kind: 'line' }> = { kind: 'line', line, index };
    out.push(kept);
    if (!structural && depth === SHOWN_DEPTH && /[{[]$/.test(trimmed)) folding = kept;
  });
  if (hidden > 0) out.push({ kind: 'gap', indent: hiddenIndent, hidden });
  return out;
}
