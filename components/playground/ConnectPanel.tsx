'use client';
/** Door and era, the credential a guarded door needs, and the connect button with what came of it. */
import { handedOffCredential } from '@/lib/browser/handoff';
import { DOORS, doorById, ERAS } from '@/lib/vocabulary';
import { explainFailure } from '@/lib/playground/explain';
import type { PlaygroundSession } from '@/lib/playground/session';
import { FailureView } from './FailureView';
import { useConnection, usePlayground, useTranscript } from './context';
import { GrantedToken, SignInPanel } from './SignInPanel';
import { WIRE_ID } from './Transcript';

const STATUS_TEXT = { idle: 'Not connected', connecting: 'Connecting…', connected: 'Connected', failed: 'Connection failed' } as const;

export function ConnectPanel() {
  const { session, demoKey } = usePlayground();
  const conn = useConnection();
  const door = doorById(conn.door)!;
  const busy = conn.status === 'connecting';
  const refused = conn.failure?.status === 401 || conn.failure?.status === 403;
  const action = conn.failure ? explainFailure(conn.failure, conn.door).action : undefined;
  const otherEra = ERAS.find((e) => e.id !== conn.era);
  const exchanges = useTranscript().entries.length;
  // A refusal that a token would fix says so in its title: the SDK's own words come below, as they came.
  const title =
    action === 'sign-in'
      ? conn.credential
        ? 'This door refused the token: sign in again'
        : 'This door needs a token: sign in'
      : 'The server refused the connection';

  return (
    <section aria-labelledby="connect-heading" className="@container space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="connect-heading" className="text-lg font-semibold">
        1 · Connect
      </h2>
      <div className="grid grid-cols-1 gap-4 @lg:grid-cols-2">
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium text-stone-800">Door</legend>
          {DOORS.map((d) => (
            <label key={d.id} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="door"
                value={d.id}
                checked={conn.door === d.id}
                disabled={busy}
                onChange={() => session.choose({ door: d.id, credential: handedOffCredential(d.id) ?? '' })}
                className="mt-1"
              />
              <span>
                <span className="font-medium">{d.label}</span> <code className="font-mono text-xs text-stone-600">{d.path}</code>
                <span className="block text-xs text-stone-600">{d.blurb}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium text-stone-800">Protocol era</legend>
          {ERAS.map((e) => (
            <label key={e.id} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="era"
                value={e.id}
                checked={conn.era === e.id}
                disabled={busy}
                onChange={() => session.choose({ era: e.id })}
                className="mt-1"
              />
              <span>
                <span className="font-medium">{e.label}</span>
                <span className="block text-xs text-stone-600">{e.blurb}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>

      {door.credential !== 'none' ? (
        <div className="space-y-1">
          <label htmlFor="credential" className="text-sm font-medium text-stone-800">
            {door.credential === 'key' ? 'API key' : 'Access token'}{' '}
            <span className="font-normal text-stone-600">(sent as Authorization: Bearer …; kept in this tab only)</span>
          </label>
          <input
            id="credential"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={conn.credential}
            onChange={(e) => session.choose({ credential: e.target.value })}
            placeholder={door.credential === 'key' ? 'Paste the shared key' : 'Paste an access token'}
            className="w-full rounded-md border border-stone-300 px-3 py-1.5 font-mono text-sm"
          />
          {door.credential === 'key' && demoKey ? (
            <button
              type="button"
              onClick={() => session.choose({ credential: demoKey })}
              className="rounded-md border border-stone-300 px-2 py-1 text-xs hover:bg-stone-100"
            >
              Use the demo key
            </button>
          ) : null}
          {door.credential === 'token' ? <GrantedToken /> : null}
          {door.credential === 'token' ? (
            <p className="text-xs text-stone-600">
              No token yet? Connect without one to see the 401 and its challenge, then sign in from there (the same steps as the{' '}
              <a className="text-indigo-800 underline" href="/auth">
                authorization walkthrough
              </a>
              , in a small window).
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void session.connect()}
          disabled={busy}
          className="rounded-md bg-indigo-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {conn.status === 'connected' ? 'Reconnect' : refused && conn.credential ? 'Retry with credential' : 'Connect'}
        </button>
        {conn.status === 'connected' ? (
          <button type="button" onClick={() => void session.disconnect()} className="rounded-md border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100">
            Disconnect
          </button>
        ) : null}
        <p role="status" className="text-sm text-stone-700" data-testid="connection-status">
          {STATUS_TEXT[conn.status]}
          {conn.server ? (
            <>
              {' '}
              to <strong>{conn.server.title ?? conn.server.name}</strong> {conn.server.version} ·{' '}
              <span data-testid="negotiated-era">{conn.server.era === 'modern' ? 'server/discover' : 'initialize'}</span>, protocol{' '}
              <code className="font-mono">{conn.server.protocolVersion}</code>
            </>
          ) : null}
        </p>
        {exchanges > 0 ? (
          // One column (below lg): the wire is far below; on wider screens it is beside this panel.
          <a
            href={`#${WIRE_ID}`}
            className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-800 underline underline-offset-2 lg:hidden"
            data-testid="jump-to-wire"
          >
            Jump to the wire ({exchanges})
          </a>
        ) : null}
      </div>

      {conn.failure ? (
        <div className="space-y-2">
          <FailureView failure={conn.failure} title={title} door={conn.door}>
            {action === 'sign-in' && conn.door === 'oauth' ? <SignInPanel /> : null}
            {action === 'enter-key' && demoKey ? <ChooseAndConnect choice={{ credential: demoKey }} label="Use the demo key and connect" /> : null}
            {action === 'other-era' && otherEra ? <ChooseAndConnect choice={{ era: otherEra.id }} label={`Connect with ${otherEra.label}`} /> : null}
          </FailureView>
          {refused && door.credential === 'key' ? <p className="text-sm text-stone-800">Paste the key above and press “Retry with credential”.</p> : null}
        </div>
      ) : null}
    </section>
  );
}

/** A failure's way out: changes one choice and connects again. */
function ChooseAndConnect({ choice, label }: { choice: Parameters<PlaygroundSession['choose']>[0]; label: string }) {
  const { session } = usePlayground();
  return (
    <button
      type="button"
      onClick={async () => {
        await session.choose(choice);
        await session.connect();
      }}
      className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800"
    >
      {label}
    </button>
  );
}
