/** After chapter 0: what this server is and how to reach it, with figures from the loaded corpus. */
import { DOOR } from '@/lib/vocabulary';
import { InspectorCommand } from './InspectorCommand';

export interface ServerFactsProps {
  name: string;
  count: number;
  byKind: { text: number; structured: number; image: number };
  sha256: string;
  tools: { name: string; description: string }[];
}

export function ServerFacts({ name, count, byKind, sha256, tools }: ServerFactsProps) {
  return (
    <section aria-label="This server" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <p className="max-w-3xl leading-relaxed text-stone-700">
        This site is a real remote MCP server, <code className="font-mono">{name}</code>, over {count.toLocaleString('en')} CC0 generative-AI prompts (
        {byKind.text.toLocaleString('en')} text, {byKind.structured} structured, {byKind.image} image), served statelessly at{' '}
        <code className="font-mono">{DOOR.open.path}</code> for the 2026-07-28 protocol and 2025-era clients alike. Every frame below was exchanged just now
        between your browser and that endpoint.
      </p>
      <details className="text-sm">
        <summary className="min-h-6 cursor-pointer py-0.5 font-semibold text-stone-900">Its {tools.length} tools, and how to connect</summary>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {tools.map((t) => (
            <li key={t.name}>
              <p className="font-mono font-semibold text-indigo-800">{t.name}</p>
              <p className="text-stone-700">{t.description}</p>
            </li>
          ))}
        </ul>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-stone-900 p-3 text-stone-100">
          <InspectorCommand />
        </pre>
        <p className="mt-2 text-stone-700">
          Corpus sha256 <code className="font-mono wrap-anywhere">{sha256}</code>.
        </p>
      </details>
    </section>
  );
}
