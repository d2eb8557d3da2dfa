/** Home: what this server is and how to reach it, with figures read from the loaded corpus. */
import { getCorpus } from '@/lib/corpus';
import { SERVER_INFO, TOOLS } from '@/lib/mcp';

export const dynamic = 'force-dynamic';

export default function Home() {
  const corpus = getCorpus();
  const { byKind } = corpus.stats;
  return (
    <article className="space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">MCP Observatory</h1>
        <p className="max-w-2xl text-lg text-stone-700">
          A real remote MCP server, <code className="font-mono">{SERVER_INFO.name}</code>, over {corpus.count.toLocaleString('en')} CC0
          generative-AI prompts ({byKind.text.toLocaleString('en')} text, {byKind.structured} structured, {byKind.image} image), served
          statelessly at <code className="font-mono">/api/mcp</code> for the 2026-07-28 protocol and 2025-era clients alike.
        </p>
      </header>
      <section aria-labelledby="tools" className="space-y-3">
        <h2 id="tools" className="text-xl font-semibold">
          Tools
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {TOOLS.map((t) => (
            <li key={t.name} className="rounded-lg border border-stone-200 bg-white p-4">
              <p className="font-mono text-sm font-semibold text-indigo-800">{t.name}</p>
              <p className="mt-1 text-sm text-stone-700">{t.config.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="try" className="space-y-3">
        <h2 id="try" className="text-xl font-semibold">
          Try it
        </h2>
        <pre className="overflow-x-auto rounded-lg bg-stone-900 p-4 text-sm text-stone-100">
          <code>{`npx @modelcontextprotocol/inspector --transport http --server-url http://localhost:3000/api/mcp`}</code>
        </pre>
        <p className="text-sm text-stone-700">
          Corpus sha256 <code className="font-mono break-all">{corpus.sha256}</code>.
        </p>
      </section>
    </article>
  );
}
