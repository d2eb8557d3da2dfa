/**
 * The "server that brings its own interface" chapter's picture: the three steps by which a host finds,
 * fetches and runs a server's MCP App, each with what crosses the wire, and where to watch it live (the
 * playground renders the app and shows both channels). Static: the live exchange is the playground's.
 */
import { APP_RESOURCE_MIME_TYPE, APPS_EXTENSION_ID } from '@/lib/vocabulary';

const STEPS = [
  {
    what: `The host declares ${APPS_EXTENSION_ID}; tools/list links an app`,
    code: '_meta.ui.resourceUri',
    how: 'search_prompts points at a ui:// resource; fill_prompt, visibility ["app"], is for the app alone',
  },
  {
    what: 'resources/read fetches the page',
    code: APP_RESOURCE_MIME_TYPE,
    how: 'one HTML document, with the policy it runs under in _meta.ui.csp (here: no network)',
  },
  {
    what: 'The host runs it in a sandbox and carries its calls',
    code: 'postMessage ↔ HTTP',
    how: 'two frames on another origin; the app’s JSON-RPC reaches the server only through the host',
  },
] as const;

/** Numbered boxes side by side from sm up: what happens, the thing to type or watch for, and how. */
export function StepBoxes({ steps, testId, label }: { steps: readonly { what: string; code: string; how: string }[]; testId: string; label: string }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-3" data-testid={testId} aria-label={label}>
      {steps.map((s, i) => (
        <li key={s.what} className="space-y-1 rounded-lg border border-stone-300 bg-white p-3">
          <p className="text-sm font-semibold text-stone-900">
            {i + 1}. {s.what}
          </p>
          <p className="font-mono text-base font-semibold [overflow-wrap:anywhere] text-indigo-900">{s.code}</p>
          <p className="text-sm text-stone-700">{s.how}</p>
        </li>
      ))}
    </ol>
  );
}

export function AppsPicture() {
  return (
    // On the chapter's slide its live demo is the evidence (the three steps are its talking points); the page shows both.
    <div className="space-y-3" data-page-only>
      <StepBoxes steps={STEPS} testId="apps-picture" label="How a host finds, fetches and runs a server's app" />
      <p className="text-sm text-stone-800">
        <a className="font-medium text-indigo-800 underline" href="/playground#app-heading">
          Open the app in the playground
        </a>{' '}
        and follow one search from the postMessage lane to the HTTP lane and back.
      </p>
    </div>
  );
}
