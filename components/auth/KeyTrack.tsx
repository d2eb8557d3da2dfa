'use client';
/**
 * The shared-key track: the same 401 on /api/mcp/key, then "paste a key" in place of steps 2–11,
 * then the same call with Authorization: Bearer <key>. In demo mode the derived demo key is filled
 * in; otherwise the person pastes the deployment's key (kept in memory only).
 */
import { useState } from 'react';
import { SequenceDiagram } from '@/components/sequence/SequenceDiagram';
import { callDoor } from '@/lib/walkthrough/door-calls';
import { ActionCard } from './ActionCard';
import { useTapActions } from './useTapActions';

const DOOR = '/api/mcp/key';

export function KeyTrack({ demoKey }: { demoKey?: string }) {
  const { run, outcomes, entriesOf, reset } = useTapActions();
  const [key, setKey] = useState(demoKey ?? '');
  const current = outcomes.call && outcomes.call !== 'running' ? 12 : outcomes.refused && outcomes.refused !== 'running' ? 2 : 1;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="lg:sticky lg:top-4 lg:self-start">
        <SequenceDiagram track="key" current={current} />
      </div>
      <div className="space-y-4">
        <ActionCard
          id="key-step-1"
          title="1 · Call without a key"
          button="Call /api/mcp/key"
          outcome={outcomes.refused}
          entries={entriesOf('refused')}
          onRun={() =>
            run('refused', async (fetch) => {
              const a = await callDoor(fetch, DOOR, undefined);
              if (a.status !== 401) throw new Error(`Expected 401, got ${a.status}`);
              return `401: the door refused before any MCP work. ${a.description ?? ''}`;
            })
          }
        />
        <section className="space-y-2 rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4" aria-labelledby="key-paste-title">
          <h3 id="key-paste-title" className="font-semibold text-stone-900">
            2–11 · Paste a key
          </h3>
          <p className="text-sm text-stone-700">
            No discovery, no registration, no consent: the key comes from the deployment’s config (<code className="font-mono">MCP_API_KEY</code>).
            {demoKey ? ' This deployment runs in demo mode, so its derived demo key is filled in.' : ' Paste it here; it stays in this page’s memory.'}
          </p>
          <label className="block text-sm font-medium text-stone-800" htmlFor="shared-key">
            Shared key
          </label>
          <input id="shared-key" value={key} onChange={(e) => setKey(e.target.value)} className="w-full rounded-md border border-stone-300 px-2 py-1.5 font-mono text-sm" autoComplete="off" spellCheck={false} />
        </section>
        <ActionCard
          id="key-step-12"
          title="12 · Call again, with the key"
          button="Call with Authorization: Bearer <key>"
          outcome={outcomes.call}
          entries={entriesOf('call')}
          disabled={!key.trim()}
          onRun={() =>
            run('call', async (fetch) => {
              const a = await callDoor(fetch, DOOR, key.trim());
              if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.description ?? 'refused'}`);
              return `200: ${a.detail}`;
            })
          }
        />
        <button type="button" onClick={reset} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm">
          Reset the key track
        </button>
      </div>
    </div>
  );
}
