/**
 * The playground: a real MCP client in the browser, talking to this app's own endpoint, with every
 * HTTP exchange shown as it happened. The page is a server component; the interactive parts are
 * client leaves sharing one session. It breaks out of the layout width (margins, not a transform:
 * a transform would become the containing block of the key notes, which are position: fixed), so a
 * wide screen gets three columns.
 */
import type { Metadata } from 'next';
import { AppPanel } from '@/components/playground/AppPanel';
import { CallPanel } from '@/components/playground/CallPanel';
import { Catalog } from '@/components/playground/Catalog';
import { ConnectPanel } from '@/components/playground/ConnectPanel';
import { OperationPanel } from '@/components/playground/OperationPanel';
import { PlaygroundProvider } from '@/components/playground/context';
import { TaskPanel } from '@/components/playground/TaskPanel';
import { Transcript } from '@/components/playground/Transcript';
import { Exercises } from '@/components/exercises/Exercises';
import { resolveApiKey } from '@/lib/auth/resource-server/key-gate';
import { config } from '@/lib/config';
import { parseShareQuery } from '@/lib/playground/share-link';

export const metadata: Metadata = { title: 'Playground' };

type Search = Record<string, string | string[] | undefined>;

export default async function PlaygroundPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams;
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  const initial = parseShareQuery(query.toString());
  // Only a demo-mode key is ever handed to the page (as /auth's key track does); a key set in MCP_API_KEY stays secret.
  const key = resolveApiKey(config());
  const demoKey = key?.source === 'demo' ? key.value : undefined;
  const { appsSandboxOrigin } = config();
  return (
    <div className="relative left-1/2 -ml-[min(48rem,calc(50vw-1rem))] w-[min(96rem,calc(100vw-2rem))]">
      <header className="mb-6 max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Playground</h1>
        <p className="text-stone-700">
          A real MCP client (the official v2 TypeScript client) running in this page, talking to this app&apos;s own endpoint. Every request and every response
          below was exchanged just now; hover or focus a key in a frame to see what it means.
        </p>
      </header>
      <PlaygroundProvider initial={initial} demoKey={demoKey}>
        {/*
          One column on a phone; two on a projector (setup and request on the left, the wire on the
          right, the wire spanning both rows and any extra height going to the second, so no gap opens under
          Choose); three on a wide screen. minmax(0, …) lets each column shrink below its longest JSON
          line, which then scrolls inside its own frame instead of widening the page.
        */}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,6fr)] xl:grid-rows-none">
          <div className="min-w-0 space-y-4">
            <ConnectPanel />
            <Catalog />
          </div>
          <div className="min-w-0 space-y-4 lg:col-start-1 xl:col-start-2 xl:row-start-1">
            <OperationPanel />
            <CallPanel />
            <TaskPanel />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 xl:col-start-3 xl:row-span-1">
            <Transcript />
          </div>
        </div>
        <AppPanel sandboxOrigin={appsSandboxOrigin} />
      </PlaygroundProvider>
      <div className="mt-8 max-w-3xl">
        <Exercises page="/playground" title="Exercises you can do here" level={2} />
      </div>
    </div>
  );
}
