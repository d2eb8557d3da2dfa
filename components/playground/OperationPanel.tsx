'use client';
/**
 * The request being prepared: the generated form beside the raw params, then Run (or Cancel while it
 * runs) and a link that reopens the playground with this door, era and request.
 */
import { CopyButton } from '@/components/CopyButton';
import { shareQuery } from '@/lib/playground/share-link';
import type { Operation } from '@/lib/playground/share-link';
import { PromptForm } from './PromptForm';
import { RawParamsEditor } from './RawParamsEditor';
import { ResourceForm } from './ResourceForm';
import { ToolForm } from './ToolForm';
import { useCall, useConnection, useDraft, usePlayground } from './context';
import { methodOf } from './params';

export function OperationPanel() {
  const { session, draft } = usePlayground();
  const op = useDraft();
  const conn = useConnection();
  const call = useCall();
  if (!op) {
    return (
      <section aria-labelledby="op-heading" className="rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-700">
        <h2 id="op-heading" className="mb-1 text-lg font-semibold text-stone-900">
          3 · Request
        </h2>
        Choose a tool, resource or prompt to build its request here.
      </section>
    );
  }
  const running = call?.status === 'running';
  const connected = conn.status === 'connected';
  const set = (next: Operation) => draft.set(next);
  const link = () => `${window.location.origin}/playground${shareQuery({ door: conn.door, era: conn.era, op })}`;
  const run = () => {
    window.history.replaceState(null, '', `/playground${shareQuery({ door: conn.door, era: conn.era, op })}`);
    void session.run(op);
  };
  const tool = op.kind === 'tool' ? conn.catalog?.tools.find((t) => t.name === op.name) : undefined;
  const prompt = op.kind === 'prompt' ? conn.catalog?.prompts.find((p) => p.name === op.name) : undefined;
  const title = op.kind === 'resource' ? (op.template ?? op.uri) : op.name;

  return (
    <section aria-labelledby="op-heading" className="@container space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="op-heading" className="text-lg font-semibold">
          3 · <code className="font-mono">{methodOf(op)}</code> <span className="font-mono text-indigo-800">{title}</span>
        </h2>
        <CopyButton text={link} label="Copy share link" />
      </div>
      {tool?.description ? <p className="text-sm text-stone-700">{tool.description}</p> : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (connected && !running) run();
        }}
        className="space-y-4"
      >
        <div className="grid grid-cols-1 gap-4 @2xl:grid-cols-2">
          <div className="min-w-0">
            {op.kind === 'tool' ? (
              tool ? (
                <ToolForm op={op} schema={tool.inputSchema} onChange={set} />
              ) : (
                <p className="text-sm text-stone-700">
                  {connected
                    ? `The server lists no tool named “${op.name}”; calling it shows the error the server returns.`
                    : 'Connect to load this tool’s form.'}
                </p>
              )
            ) : op.kind === 'prompt' ? (
              <PromptForm op={op} prompt={prompt} onChange={set} />
            ) : (
              <ResourceForm op={op} onChange={set} />
            )}
          </div>
          <RawParamsEditor op={op} onChange={set} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={!connected || running}
            className="rounded-md bg-indigo-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
          >
            {op.kind === 'tool' ? 'Call tool' : op.kind === 'prompt' ? 'Get prompt' : 'Read resource'}
          </button>
          {running ? (
            <button
              type="button"
              onClick={() => session.cancel()}
              className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-900 hover:bg-red-50"
            >
              Cancel
            </button>
          ) : null}
          {!connected ? <p className="text-sm text-stone-700">Connect first.</p> : null}
        </div>
      </form>
    </section>
  );
}
