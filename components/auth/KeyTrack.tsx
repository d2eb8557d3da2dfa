'use client';
/**
 * The shared-key track: the OAuth track's first call on /api/mcp/key, then "paste a key" in place of
 * the steps a key makes unnecessary, then the same call with Authorization: Bearer <key>. Which steps
 * are shown and which are folded, and their numbers, come from the step list. In demo mode the
 * derived demo key is filled in; otherwise the person pastes the deployment's key (memory only).
 */
import { useSlideBrief } from '@/components/frame/detail';
import { useState } from 'react';
import { SequenceDiagram } from '@/components/sequence/SequenceDiagram';
import { callDoor } from '@/lib/browser/door-calls';
import { useTapActions } from '@/lib/browser/use-tap';
import { DOOR } from '@/lib/vocabulary';
import { KEY_TRACK, positionOf, rangeLabel } from '@/lib/walkthrough/steps';
import { ActionCard } from './ActionCard';

const KEY_DOOR = DOOR.key.path;
const [FIRST, LAST] = [KEY_TRACK.shown[0], KEY_TRACK.shown[KEY_TRACK.shown.length - 1]];

export function KeyTrack({ demoKey }: { demoKey?: string }) {
  const { run, outcomes, entriesOf, reset } = useTapActions();
  const [key, setKey] = useState(demoKey ?? '');
  const ran = (name: string) => outcomes[name] !== undefined && outcomes[name] !== 'running';
  const current = ran('call') ? LAST.id : ran('refused') ? KEY_TRACK.folded[0].id : FIRST.id;
  // On a slide (the walkthrough deck's last) the three cards stand side by side, numbered as the diagram numbers
  // them, without the diagram or the paste card's prose (the slide's lesson line says it): all on one screen.
  const brief = useSlideBrief();
  return (
    <div className={brief ? '' : 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]'}>
      {brief ? null : (
        <div className="lg:sticky lg:top-4 lg:self-start">
          <SequenceDiagram track="key" current={current} />
        </div>
      )}
      <div className={brief ? 'grid gap-3 lg:grid-cols-3' : 'space-y-4'}>
        {/* Between the page's h1 and each card's h3, so heading levels go in order. */}
        <h2 className="sr-only">The steps</h2>
        <ActionCard
          id="key-first-call"
          title={`${positionOf(FIRST.id)} · Call without a key`}
          button={`Call ${KEY_DOOR}`}
          outcome={outcomes.refused}
          entries={entriesOf('refused')}
          onRun={() =>
            run('refused', async (_fetch, tap) => {
              const a = await callDoor({ tap, path: KEY_DOOR });
              if (a.status !== 401) throw new Error(`Expected 401, got ${a.status}`);
              return `401: the door refused before any MCP work. ${a.description ?? ''}`;
            })
          }
        />
        <section
          className="space-y-2 rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4"
          aria-labelledby="key-paste-title"
          data-testid="key-seam"
        >
          <h3 id="key-paste-title" className="font-semibold text-stone-900">
            {rangeLabel(KEY_TRACK.folded)} · Paste a key
          </h3>
          {brief ? null : (
            <p className="text-sm text-stone-700">
              No discovery, no registration, no consent: the key comes from the deployment’s config (<code className="font-mono">MCP_API_KEY</code>).
              {demoKey ? ' This deployment runs in demo mode, so its derived demo key is filled in.' : ' Paste it here; it stays in this page’s memory.'}
            </p>
          )}
          <label className="block text-sm font-medium text-stone-800" htmlFor="shared-key">
            Shared key
          </label>
          <input
            id="shared-key"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            className="w-full rounded-md border border-stone-300 px-2 py-1.5 font-mono text-sm"
            autoComplete="off"
            spellCheck={false}
          />
        </section>
        <ActionCard
          id="key-call-with-key"
          title={`${positionOf(LAST.id)} · Call again, with the key`}
          button="Call with Authorization: Bearer <key>"
          outcome={outcomes.call}
          entries={entriesOf('call')}
          disabled={!key.trim()}
          onRun={() =>
            run('call', async (_fetch, tap) => {
              const a = await callDoor({ tap, path: KEY_DOOR, credential: key.trim() });
              if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.description ?? 'refused'}`);
              return `200: ${a.detail}`;
            })
          }
        />
        {brief ? null : (
          <button type="button" onClick={reset} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm">
            Reset the key track
          </button>
        )}
      </div>
    </div>
  );
}
