'use client';
/**
 * The playground as an MCP Apps host: the lesson first, then the app this server links from its tools,
 * rendered in the double frame, then the two lanes its exchange crosses. The host code (and ext-apps'
 * AppBridge with it) loads on the click that opens the app.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AppHost } from '@/lib/playground/app-host';
import { AppLanes } from './AppLanes';
import { useConnection, usePlayground } from './context';

/** The tool list's link to an app, read without loading ext-apps (the host reads it again, by the SDK). */
function linkedUri(tools: readonly { name: string; _meta?: Record<string, unknown> }[]): { uri: string; tool: string } | undefined {
  for (const t of tools) {
    const ui = t._meta?.ui as { resourceUri?: unknown } | undefined;
    if (typeof ui?.resourceUri === 'string' && ui.resourceUri.startsWith('ui://')) return { uri: ui.resourceUri, tool: t.name };
  }
  return undefined;
}

const STATUS = { idle: '', loading: 'Reading the app and starting its sandbox…', running: 'The app is running.', failed: 'The app could not start.' } as const;

export function AppPanel({ sandboxOrigin }: { sandboxOrigin?: string }) {
  const { session } = usePlayground();
  const conn = useConnection();
  const [host, setHost] = useState<AppHost>();
  const linked = conn.status === 'connected' ? linkedUri(conn.catalog?.tools ?? []) : undefined;

  const open = async () => {
    if (!linked) return;
    let h = host;
    if (!h) {
      const { AppHost } = await import('@/lib/playground/app-host');
      h = new AppHost(session, { sandbox: sandboxOrigin, page: window.location.origin });
      setHost(h);
    }
    await h.open(linked.uri);
  };
  useEffect(() => () => void host?.close(), [host]);

  return (
    <section aria-labelledby="app-heading" className="mt-10 space-y-4" data-testid="app-panel">
      <h2 id="app-heading" className="text-2xl font-bold tracking-tight">
        An app from the server
      </h2>
      <div className="max-w-3xl space-y-2 text-stone-800">
        <p>
          A server can bring its own interface (MCP Apps, <code className="font-mono text-sm">io.modelcontextprotocol/ui</code>). This client declared the
          extension on every request, so <code className="font-mono text-sm">tools/list</code> came back with{' '}
          <code className="font-mono text-sm">_meta.ui</code> on <code className="font-mono text-sm">search_prompts</code>: a{' '}
          <code className="font-mono text-sm">ui://</code> resource, one HTML page, which a host reads with{' '}
          <code className="font-mono text-sm">resources/read</code> and shows beside the conversation.
        </p>
        <p>
          The page is the server&apos;s code, so the host never lets it into its own: it runs in a sandbox frame on another origin, inside which the app runs in
          a second frame with no origin of its own, under the policy its server declared (here: no network at all). It cannot read this page, its token or its
          storage. It talks to the host by <code className="font-mono text-sm">postMessage</code>, in the same JSON-RPC, and the host decides what becomes an
          HTTP request to the server: here only <code className="font-mono text-sm">tools/call</code>, for tools whose{' '}
          <code className="font-mono text-sm">visibility</code> includes the app. Search inside the app, then follow one call across both lanes below.
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void open()}
          disabled={!linked}
          className="rounded-md bg-indigo-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {host ? 'Reopen the app' : 'Open the app'}
        </button>
        {host ? <HostStatus host={host} /> : null}
        {!linked ? (
          <p className="text-sm text-stone-700" data-testid="app-unavailable">
            {conn.status !== 'connected'
              ? 'Connect (step 1) to find the app.'
              : conn.era === 'legacy'
                ? 'No tool links an app here: on the 2025 era this stateless server hears the extension only in initialize, which it keeps nothing of. Connect with 2026-07-28.'
                : 'No tool of this connection links an app.'}
          </p>
        ) : (
          <p className="text-sm text-stone-700">
            <code className="font-mono">{linked.uri}</code>, linked from <code className="font-mono">{linked.tool}</code>
          </p>
        )}
      </div>
      <p className="max-w-3xl text-sm text-stone-700" data-testid="sandbox-note">
        {sandboxOrigin ? (
          <>
            Sandbox origin: <code className="font-mono">{sandboxOrigin}</code> (MCP_APPS_SANDBOX_ORIGIN), a second name for this deployment that this page
            shares nothing with; the page may frame that one URL and nothing else.
          </>
        ) : (
          <>
            No sandbox origin is configured (MCP_APPS_SANDBOX_ORIGIN), so the sandbox page comes from this origin into a frame with an opaque origin of its own
            (<code className="font-mono">sandbox=&quot;allow-scripts&quot;</code>, which its response also sets): as isolated, but not the two real origins the
            spec asks a host for.
          </>
        )}
      </p>
      {host ? <HostView host={host} /> : null}
    </section>
  );
}

function useHostState(host: AppHost) {
  return useSyncExternalStore(host.state.subscribe, host.state.get, host.state.get);
}

function HostStatus({ host }: { host: AppHost }) {
  const state = useHostState(host);
  return (
    <p role="status" className="text-sm text-stone-800" data-testid="app-status" data-status={state.status}>
      {STATUS[state.status]}
      {state.failure ? ` ${state.failure}` : ''}
    </p>
  );
}

function HostView({ host }: { host: AppHost }) {
  const state = useHostState(host);
  return (
    <div className="space-y-6">
      {state.frame ? <AppFrame key={state.frame.run} host={host} frame={state.frame} height={state.height} /> : null}
      {state.handedOver !== undefined ? (
        <div className="max-w-3xl rounded-md border border-emerald-200 bg-emerald-50 p-3" data-testid="handed-over">
          <h3 className="mb-1 text-sm font-semibold">What the app handed to the conversation (ui/message)</h3>
          <pre className="max-h-48 overflow-auto font-sans text-sm whitespace-pre-wrap text-stone-900" tabIndex={0}>
            {state.handedOver}
          </pre>
        </div>
      ) : null}
      <AppLanes lane={host.lane} readSeqs={state.readSeqs ?? []} />
    </div>
  );
}

/** The outer frame: the bridge attaches before the sandbox page loads, so its ready notification finds it listening. */
function AppFrame({ host, frame, height }: { host: AppHost; frame: { src: string; sandbox: string }; height: number }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    void host.attachFrame(el).then(() => {
      if (live) el.src = frame.src;
    });
    return () => {
      live = false;
    };
  }, [host, frame.src]);
  return (
    <div className="max-w-3xl overflow-hidden rounded-xl border border-stone-300 bg-white shadow-sm">
      <iframe
        ref={ref}
        title="The corpus browser, an MCP App from this server"
        sandbox={frame.sandbox}
        referrerPolicy="no-referrer"
        className="block w-full"
        style={{ height }}
        data-testid="app-frame"
      />
    </div>
  );
}
