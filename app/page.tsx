/**
 * The tour: what MCP is (the first chapter, on the first screen), what this server is (facts read from the loaded
 * corpus), then the chapters in content/tour/*.mdx, in file order, each under its stable anchor with its
 * live demo in the text; beside them a contents rail that stays in view.
 */
import type { MDXContent } from 'mdx/types';
import { ChapterSection } from '@/components/tour/ChapterSection';
import { ServerFacts } from '@/components/tour/ServerFacts';
import { TourContents } from '@/components/tour/TourContents';
import { readChapters } from '@/content/tour/read-chapters';
import { getCorpus } from '@/lib/corpus';
import { SERVER_INFO, TOOLS } from '@/lib/mcp';

export default async function Tour() {
  const corpus = getCorpus();
  const chapters = readChapters();
  const bodies = await Promise.all(chapters.map(async (c) => (await import(`@/content/tour/${c.stem}.mdx`)).default as MDXContent));
  const sections = chapters.map((c, i) => {
    const Body = bodies[i];
    return (
      <ChapterSection key={c.anchor} chapter={c} first={i === 0}>
        <Body />
      </ChapterSection>
    );
  });
  return (
    <div className="xl:grid xl:grid-cols-[13rem_minmax(0,1fr)] xl:gap-10">
      <TourContents chapters={chapters} />
      <article className="min-w-0 space-y-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">How MCP works, shown live</h1>
        {sections[0]}
        <ServerFacts
          name={SERVER_INFO.name}
          count={corpus.count}
          byKind={corpus.stats.byKind}
          sha256={corpus.sha256}
          tools={TOOLS.map((t) => ({ name: t.name, description: t.description }))}
        />
        {sections.slice(1)}
      </article>
    </div>
  );
}
