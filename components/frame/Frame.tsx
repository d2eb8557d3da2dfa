'use client';
/**
 * One JSON-RPC message, pretty-printed and highlighted (shiki, loaded lazily), with its meaningful
 * keys annotated. Renders plain text first, so the frame is readable before the highlighter arrives.
 */
import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import type { ThemedToken } from 'shiki/core';
import type { EraId } from '@/lib/vocabulary';
import { nextTask } from '@/lib/browser/when-near';
import { type Channel, compactJson, layoutJson, type JsonLine } from '@/lib/wire';
import { useFrameDetail } from './detail';
import { KeyNote } from './KeyNote';
import { loadHighlighter, tokenize } from './highlighter';

type Piece = { text: string; color?: string };

/** Cuts a line's tokens (or its plain text) at the key's range: before, key, after. */
function split(line: JsonLine, tokens: ThemedToken[] | undefined): [Piece[], Piece[], Piece[]] {
  const pieces: Piece[] = tokens ? tokens.map((t) => ({ text: t.content, color: t.color })) : [{ text: line.text }];
  if (!line.key?.note) return [pieces, [], []];
  const { start, end } = line.key;
  const parts: [Piece[], Piece[], Piece[]] = [[], [], []];
  let pos = 0;
  for (const p of pieces) {
    const from = pos;
    pos += p.text.length;
    for (const [i, lo, hi] of [
      [0, -Infinity, start],
      [1, start, end],
      [2, end, Infinity],
    ] as const) {
      const a = Math.max(from, lo);
      const b = Math.min(pos, hi);
      if (b > a) parts[i].push({ text: p.text.slice(a - from, b - from), color: p.color });
    }
  }
  return parts;
}

function Pieces({ pieces }: { pieces: Piece[] }) {
  return pieces.map((p, i) => (
    <span key={i} style={p.color ? { color: p.color } : undefined}>
      {p.text}
    </span>
  ));
}

function Line({ line, tokens, id }: { line: JsonLine; tokens: ThemedToken[] | undefined; id: string }) {
  const [before, key, after] = split(line, tokens);
  return (
    <>
      <Pieces pieces={before} />
      {line.key?.note ? (
        <KeyNote id={id} note={line.key.note}>
          <Pieces pieces={key} />
        </KeyNote>
      ) : null}
      <Pieces pieces={after} />
    </>
  );
}

/**
 * `era`: the exchange's protocol era, so the notes describe what that era sends. `highlight`: the keys whose
 * lines prove the view's point, by dotted path from the top (`id`, `result.resultType`), marked. On a slide
 * (compact detail) only the annotated top-level lines show, the rest folded.
 */
export function Frame({
  message,
  label,
  era,
  highlight,
  channel,
}: {
  message: unknown;
  label: string;
  era?: EraId;
  highlight?: readonly string[];
  /** postMessage: a host-app message of MCP Apps, annotated as such. */
  channel?: Channel;
}) {
  const id = useId();
  const compact = useFrameDetail() !== 'full';
  const lines = useMemo(() => layoutJson(message, era, channel), [message, era, channel]);
  // On a slide only the lines that matter, the rest folded into gaps; on a page every line.
  const rows = useMemo(() => (compact ? compactJson(lines) : lines.map((line, index) => ({ kind: 'line' as const, line, index }))), [compact, lines]);
  const code = useMemo(() => lines.map((l) => l.text).join('\n'), [lines]);
  const [tokens, setTokens] = useState<ThemedToken[][] | undefined>();
  const marked = (line: JsonLine) => line.key !== undefined && (highlight?.includes([...line.key.path, line.key.name].join('.')) ?? false);

  useEffect(() => {
    let live = true;
    // Each frame highlights in a task of its own and re-renders as a transition (React yields while it
    // draws): a demo's dozen frames arriving at once are many short tasks, not one long one.
    loadHighlighter()
      .then(async (h) => {
        await nextTask();
        if (!live) return;
        const t = tokenize(h, code);
        startTransition(() => setTokens(t));
      })
      .catch(() => undefined); // plain text is still a faithful frame
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <figure className="min-w-0">
      <figcaption className="sr-only">{label}</figcaption>
      <pre
        className="relative max-h-[28rem] overflow-auto rounded-md border border-stone-200 bg-white p-3 font-mono text-[13px] leading-6 text-stone-800"
        tabIndex={0}
      >
        <code>
          {rows.map((c, i) =>
            c.kind === 'gap' ? (
              <span key={`gap-${i}`} className="block text-stone-600" title={`${c.hidden} more lines: F shows the full frame`}>
                {'  '.repeat(c.indent)}…
              </span>
            ) : (
              <span key={c.index} className={marked(c.line) ? 'block rounded-sm bg-amber-100' : 'block'} data-highlight={marked(c.line) || undefined}>
                <Line line={c.line} tokens={tokens?.[c.index]} id={`${id}-${c.index}`} />
                {'folded' in c && c.folded ? <span className="text-stone-600">{c.folded}</span> : null}
              </span>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
