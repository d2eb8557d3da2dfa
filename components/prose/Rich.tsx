/**
 * Renders one paragraph of content text. The only markup: `code`, **bold** and [text](/path).
 * Kept tiny on purpose: chapters are short prose, not documents.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';

const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/g;

export function rich(text: string): ReactNode[] {
  return text.split(TOKEN).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`')) {
      return (
        <code key={i} className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] text-stone-900">
          {part.slice(1, -1)}
        </code>
      );
    }
    if (part.startsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link) {
      return (
        <Link key={i} href={link[2]} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
          {link[1]}
        </Link>
      );
    }
    return part;
  });
}

export function Rich({ text, className }: { text: string; className?: string }) {
  return <p className={className ?? 'leading-relaxed text-stone-700'}>{rich(text)}</p>;
}
