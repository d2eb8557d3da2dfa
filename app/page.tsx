/**
 * The tour: what this server is (facts read from the loaded corpus), then eleven chapters, each
 * with a stable anchor and a live demo that talks to this app's own endpoint when it scrolls in.
 */
import type { ReactNode } from 'react';
import { ChapterSection } from '@/components/tour/ChapterSection';
import { FlowChapter } from '@/components/tour/FlowChapter';
import { Glossary } from '@/components/tour/Glossary';
import { ServerFacts } from '@/components/tour/ServerFacts';
import { TourContents } from '@/components/tour/TourContents';
import { CatalogDemo } from '@/components/tour/demos/CatalogDemo';
import { DeputyDemo } from '@/components/tour/demos/DeputyDemo';
import { JsonRpcDemo } from '@/components/tour/demos/JsonRpcDemo';
import { LockDemo } from '@/components/tour/demos/LockDemo';
import { MrtrDemo } from '@/components/tour/demos/MrtrDemo';
import { StatelessDemo } from '@/components/tour/demos/StatelessDemo';
import { TokenDemo } from '@/components/tour/demos/TokenDemo';
import { TransportsDemo } from '@/components/tour/demos/TransportsDemo';
import { TwoDoorsDemo } from '@/components/tour/demos/TwoDoorsDemo';
import { CHAPTERS, type DemoId } from '@/content/tour/chapters';
import { getCorpus } from '@/lib/corpus';
import { SERVER_INFO, TOOLS } from '@/lib/mcp';
import { readStdioTranscript } from '@/lib/tour/read-stdio-transcript';

export default function Tour() {
  const corpus = getCorpus();
  const stdio = readStdioTranscript();
  const demos: Record<DemoId, ReactNode> = {
    'json-rpc': <JsonRpcDemo />,
    catalog: <CatalogDemo />,
    'two-doors': <TwoDoorsDemo stdio={stdio} />,
    transports: <TransportsDemo />,
    stateless: <StatelessDemo />,
    mrtr: <MrtrDemo />,
    lock: <LockDemo />,
    token: <TokenDemo />,
    deputy: <DeputyDemo />,
    flow: <FlowChapter />,
    glossary: <Glossary />,
  };
  return (
    <article className="space-y-10">
      <ServerFacts
        name={SERVER_INFO.name}
        count={corpus.count}
        byKind={corpus.stats.byKind}
        sha256={corpus.sha256}
        tools={TOOLS.map((t) => ({ name: t.name, description: t.description }))}
      />
      <TourContents />
      {CHAPTERS.map((c, i) => (
        <ChapterSection key={c.slug} chapter={c} n={i + 1}>
          {demos[c.demo]}
        </ChapterSection>
      ))}
    </article>
  );
}
