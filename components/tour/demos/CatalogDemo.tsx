'use client';
/**
 * The three kinds of things a server offers, listed live, with counts (prompts paged to the end). On a
 * slide (until F) each list shows its first three and no notes: the finding says the counts and the pages.
 */
import { useSlideBrief } from '@/components/frame/detail';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun, withClient } from '../useLiveRun';

interface CatalogSummary {
  tools: string[];
  resources: string[];
  templates: string[];
  prompts: { count: number; first: string[] };
  corpusCount?: number;
}

export function CatalogDemo() {
  const live = useLiveRun<CatalogSummary>((fetch) =>
    withClient({ fetch }, async (client) => {
      const tools = (await client.listTools()).tools.map((t) => t.name);
      const resources = (await client.listResources()).resources.map((r) => r.uri);
      const templates = (await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
      // Called without a cursor, the client walks every page itself (the wire below shows each one).
      const all = (await client.listPrompts()).prompts.map((p) => p.name);
      const prompts = { count: all.length, first: all.slice(0, 6) };
      const stats = await client.readResource({ uri: 'prompts://corpus/stats' });
      const first = stats.contents[0];
      const corpusCount = first && 'text' in first ? (JSON.parse(first.text) as { count?: number }).count : undefined;
      return { tools, resources, templates, prompts, corpusCount };
    }),
  );
  const v = live.value;
  const pages = live.entries.filter((e) => e.method === 'prompts/list').length;
  return (
    <LiveDemo
      live={live}
      lessonLines={[4, 2]}
      id="catalog"
      label="tools/list · resources/list · resources/templates/list · prompts/list"
      reserve="min-h-[34rem] sm:min-h-[13rem]"
      highlight={{ keys: ['result.nextCursor', 'params.cursor'] }}
      lesson={
        v ? (
          <>
            <Proof>{v.tools.length}</Proof> tools, <Proof>{v.resources.length + v.templates.length}</Proof> resources and templates, and{' '}
            <Proof>{v.prompts.count}</Proof> prompts in <Proof>{pages}</Proof> pages of <code>prompts/list</code>
            {pages > 1 ? ', each asked for with the page before’s nextCursor' : ''}
          </>
        ) : undefined
      }
    >
      {v ? (
        <div className="grid gap-3 sm:grid-cols-3" data-testid="catalog">
          <Card title="Tools" count={v.tools.length} items={v.tools} testId="tool-list" />
          <Card
            title="Resources"
            count={v.resources.length + v.templates.length}
            items={[...v.resources, ...v.templates]}
            note={v.corpusCount ? `prompts://corpus/stats says the corpus holds ${v.corpusCount.toLocaleString('en')} prompts.` : undefined}
            testId="resource-list"
          />
          <Card
            title="Prompts"
            count={v.prompts.count}
            items={[...v.prompts.first, '…']}
            note={`${pages} page${pages === 1 ? '' : 's'} of prompts/list${pages > 1 ? ', each asking with the previous page’s nextCursor (see the wire below)' : ''}.`}
            testId="prompt-list"
          />
        </div>
      ) : null}
    </LiveDemo>
  );
}

/** How many of each list a slide shows. */
const SLIDE_ITEMS = 3;

function Card({ title, count, items: all, note, testId }: { title: string; count: number; items: string[]; note?: string; testId: string }) {
  const brief = useSlideBrief();
  const items = brief && all.length > SLIDE_ITEMS ? [...all.slice(0, SLIDE_ITEMS), '…'] : all;
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-3" data-testid={testId} aria-label={title}>
      <h4 className="flex items-baseline justify-between text-sm font-semibold text-stone-900">
        {title} <span className="text-2xl font-bold text-indigo-800 tabular-nums">{count.toLocaleString('en')}</span>
      </h4>
      <ul className="mt-2 space-y-0.5 font-mono text-xs text-stone-700">
        {items.map((i) => (
          <li key={i} className="truncate">
            {i}
          </li>
        ))}
      </ul>
      {note && !brief ? <p className="mt-2 text-xs text-stone-600">{note}</p> : null}
    </section>
  );
}
