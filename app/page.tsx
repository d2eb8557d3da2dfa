/**
 * The tour: what this server is (facts read from the loaded corpus), then the chapters in
 * content/tour/*.mdx, in file order, each under its stable anchor with its live demo in the text.
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
  return (
    <article className="space-y-10">
      <ServerFacts
        name={SERVER_INFO.name}
        count={corpus.count}
        byKind={corpus.stats.byKind}
        sha256={corpus.sha256}
        tools={TOOLS.map((t) => ({ name: t.name, description: t.description }))}
      />
      <TourContents chapters={chapters} />
      {chapters.map((c, i) => {
        const Body = bodies[i];
        return (
          <ChapterSection key={c.anchor} chapter={c} n={i + 1}>
            <Body />
          </ChapterSection>
        );
      })}
    </article>
  );
}
