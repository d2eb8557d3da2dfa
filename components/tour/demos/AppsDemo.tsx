'use client';
/**
 * MCP Apps, live: the same tools/list twice, once as a host that renders apps (the extension declared in
 * the request's capabilities) and once as a client that declares nothing; then the resources/read of the
 * page search_prompts links. The finding: what the declaration changes, and the HTML's type, size and CSP.
 */
import { openClient } from '@/lib/browser/open-client';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun } from '../useLiveRun';

interface AppsFinding {
  /** search_prompts' `_meta.ui.resourceUri`, declared and not. */
  linked?: string;
  linkedWithout?: string;
  /** Tools only the app may call (`visibility: ["app"]`), listed to the declaring host. */
  appOnly: string[];
  toolsWith: number;
  toolsWithout: number;
  mimeType?: string;
  htmlBytes?: number;
  csp?: unknown;
}

type Meta = { ui?: { resourceUri?: string; visibility?: string[]; csp?: unknown } } | undefined;

export function AppsDemo() {
  const live = useLiveRun<AppsFinding>(async (fetch) => {
    const host = await openClient({ fetch, apps: true });
    const plain = await openClient({ fetch });
    try {
      const withApps = (await host.listTools()).tools;
      const without = (await plain.listTools()).tools;
      const ui = (t: { _meta?: unknown } | undefined) => (t?._meta as Meta)?.ui;
      const linked = ui(withApps.find((t) => t.name === 'search_prompts'))?.resourceUri;
      const read = linked ? await host.readResource({ uri: linked }) : undefined;
      const page = read?.contents[0];
      return {
        linked,
        linkedWithout: ui(without.find((t) => t.name === 'search_prompts'))?.resourceUri,
        appOnly: withApps.filter((t) => ui(t)?.visibility?.length === 1 && ui(t)?.visibility?.[0] === 'app').map((t) => t.name),
        toolsWith: withApps.length,
        toolsWithout: without.length,
        mimeType: page?.mimeType,
        htmlBytes: page && 'text' in page ? new TextEncoder().encode(page.text).length : undefined,
        csp: (page?._meta as Meta)?.ui?.csp,
      };
    } finally {
      await Promise.all([host.close(), plain.close()]);
    }
  });
  const v = live.value;
  return (
    <LiveDemo
      live={live}
      lessonLines={[4, 3]}
      id="apps"
      label="tools/list as a host that renders apps, and as one that does not · resources/read of the app"
      reserve="min-h-[20rem] sm:min-h-[11rem]"
      highlight={{ keys: ['result.tools', 'params._meta', 'result.contents'] }}
      lesson={
        v?.linked ? (
          <>
            Declared, <code>search_prompts</code> links <Proof>{v.linked}</Proof> and <Proof>{v.appOnly.join(', ') || 'no tool'}</Proof> is listed for the app
            only ({v.toolsWith} tools, against {v.toolsWithout} undeclared{v.linkedWithout ? '' : ', with no link'}); the page is{' '}
            <Proof>{v.htmlBytes?.toLocaleString('en')}</Proof> bytes of <code>{v.mimeType}</code>, its CSP <code>{JSON.stringify(v.csp)}</code>
          </>
        ) : v ? (
          <>No app linked: this deployment answered tools/list without a ui:// page.</>
        ) : undefined
      }
    />
  );
}
