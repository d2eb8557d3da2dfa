'use client';
/** What the server offers, listed live from tools/list, resources/list, resources/templates/list and prompts/list. */
import { useState } from 'react';
import { fieldsOf, initialArgs } from '@/lib/playground/schema-form';
import { useConnection, useDraft, usePlayground } from './context';

const item = (selected: boolean) =>
  `w-full rounded-md px-2 py-1.5 text-left text-sm ${selected ? 'bg-indigo-100 text-indigo-950 ring-1 ring-indigo-300' : 'hover:bg-stone-100'}`;

export function Catalog() {
  const { draft } = usePlayground();
  const conn = useConnection();
  const op = useDraft();
  const [promptFilter, setPromptFilter] = useState('');
  const catalog = conn.catalog;
  if (!catalog) {
    return (
      <section aria-labelledby="catalog-heading" className="rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-700">
        <h2 id="catalog-heading" className="mb-1 text-lg font-semibold text-stone-900">
          2 · Choose
        </h2>
        Connect to list the tools, resources and prompts the server offers.
      </section>
    );
  }
  // A host lists a tool for the model only when its MCP Apps visibility includes "model" (an app-only tool is the app's).
  const tools = catalog.tools.filter((t) => {
    const visibility = (t._meta?.ui as { visibility?: unknown } | undefined)?.visibility;
    return !Array.isArray(visibility) || visibility.includes('model');
  });
  const appOnly = catalog.tools.length - tools.length;
  const prompts = catalog.prompts.filter((p) => !promptFilter || `${p.name} ${p.title ?? ''}`.toLowerCase().includes(promptFilter.toLowerCase()));
  return (
    <section aria-labelledby="catalog-heading" className="@container space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="catalog-heading" className="text-lg font-semibold">
        2 · Choose
      </h2>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-stone-800">Tools ({tools.length})</h3>
        <ul aria-label="Tools" data-testid="tool-list" className="grid grid-cols-1 gap-1 @sm:grid-cols-2">
          {tools.map((t) => (
            <li key={t.name}>
              <button
                type="button"
                aria-pressed={op?.kind === 'tool' && op.name === t.name}
                className={item(op?.kind === 'tool' && op.name === t.name)}
                onClick={() => draft.set({ kind: 'tool', name: t.name, args: initialArgs(fieldsOf(t.inputSchema)) })}
              >
                <span className="font-mono font-medium">{t.name}</span>
                {t.title ? <span className="block text-xs text-stone-600">{t.title}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {appOnly > 0 ? (
          <p className="mt-1 text-xs text-stone-600">
            {appOnly} app-only {appOnly === 1 ? 'tool' : 'tools'} (MCP Apps visibility &quot;app&quot;) not listed: only the app calls them (step 5).
          </p>
        ) : null}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-stone-800">
          Resources ({catalog.resources.length}) and templates ({catalog.templates.length})
        </summary>
        <ul aria-label="Resources and templates" className="mt-1 space-y-1">
          {catalog.resources.map((r) => (
            <li key={r.uri}>
              <button type="button" className={item(op?.kind === 'resource' && op.uri === r.uri)} onClick={() => draft.set({ kind: 'resource', uri: r.uri })}>
                <span className="font-mono">{r.uri}</span>
                <span className="block text-xs text-stone-600">{r.title ?? r.name}</span>
              </button>
            </li>
          ))}
          {catalog.templates.map((t) => (
            <li key={t.uriTemplate}>
              <button
                type="button"
                className={item(op?.kind === 'resource' && op.template === t.uriTemplate)}
                onClick={() => draft.set({ kind: 'resource', uri: '', template: t.uriTemplate })}
              >
                <span className="font-mono">{t.uriTemplate}</span>
                <span className="block text-xs text-stone-600">template · {t.title ?? t.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </details>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-stone-800">Prompts ({catalog.prompts.length})</summary>
        <label className="mt-2 block text-xs text-stone-700">
          Filter prompts
          <input
            value={promptFilter}
            onChange={(e) => setPromptFilter(e.target.value)}
            className="mt-0.5 w-full rounded-md border border-stone-300 px-2 py-1 text-sm"
          />
        </label>
        <ul aria-label="Prompts" className="mt-1 max-h-64 space-y-1 overflow-auto">
          {prompts.slice(0, 200).map((p) => (
            <li key={p.name}>
              <button
                type="button"
                className={item(op?.kind === 'prompt' && op.name === p.name)}
                onClick={() => draft.set({ kind: 'prompt', name: p.name, args: {} })}
              >
                <span className="font-mono">{p.name}</span>
                <span className="block text-xs text-stone-600">
                  {p.title ?? ''} · {p.arguments?.length ?? 0} argument{p.arguments?.length === 1 ? '' : 's'}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {prompts.length > 200 ? <p className="text-xs text-stone-600">{prompts.length - 200} more: narrow the filter.</p> : null}
      </details>
    </section>
  );
}
