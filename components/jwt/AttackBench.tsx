'use client';
/**
 * The attack bench: the issuer's lab mints one broken token per lesson; each is sent to the OAuth
 * door, and the refusal is shown beside the same token's checks, the failing one marked as the
 * door's reason. Expected and caught are compared, so a door that let one through would show.
 * A switch sends them to the naive door instead (aud unchecked): there the audience lessons get in,
 * labelled as the naive door labels every answer, and the rest are still refused.
 */
import { useState } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { callLabDoor, type LabDoorAnswer } from '@/lib/browser/lab-door-call';
import { useTapActions } from '@/lib/browser/use-tap';
import { type Check, checkToken } from '@/lib/jwt/checks';
import { type LabToken, mintLabTokens } from '@/lib/jwt/issuer';
import { type CheckId, DOOR as DOORS, LAB_KIND_CHECK, type LabKind, NAIVE_DOOR } from '@/lib/vocabulary';
import { DoorSwitch, type LabTarget, NaiveLabel } from '@/components/labs/DoorSwitch';
import { CheckList } from './CheckList';
import type { useIssuer } from './useIssuer';

const DOOR = DOORS.oauth.path;

/** The check a lab token is built to fail (from the shared vocabulary); undefined for a kind this page does not know. */
const expectedCheck = (kind: string): CheckId | undefined => (kind in LAB_KIND_CHECK ? LAB_KIND_CHECK[kind as LabKind] : undefined);

interface Attack {
  answer: LabDoorAnswer;
  checks: Check[];
  target: LabTarget;
}

export function AttackBench({ issuer }: { issuer: ReturnType<typeof useIssuer> }) {
  const { run, outcomes, entriesOf } = useTapActions();
  const [tokens, setTokens] = useState<LabToken[]>();
  const [attacks, setAttacks] = useState<Record<string, Attack>>({});
  const [target, setTarget] = useState<LabTarget>('real');

  const attack = (t: LabToken) =>
    run(t.kind, async (_fetch, tap) => {
      const answer = await callLabDoor({ tap, path: target === 'naive' ? NAIVE_DOOR.path : DOOR, credential: t.token });
      const facts = issuer.facts;
      const checks = facts
        ? await checkToken(t.token, {
            issuer: facts.issuer,
            jwks: facts.jwks,
            audience: new URL(DOOR, window.location.origin).href,
            algorithms: issuer.algorithms,
          })
        : [];
      setAttacks((a) => ({ ...a, [t.kind]: { answer, checks, target } }));
      if (answer.status === 200) {
        if (target === 'naive') return `Got in: the naive door skips ${NAIVE_DOOR.unchecked}.`;
        throw new Error('The door let it in!');
      }
      return `HTTP ${answer.status} ${answer.error ?? ''}: ${answer.description ?? ''}`;
    });

  return (
    <section aria-labelledby="bench-title" className="space-y-4">
      <h2 id="bench-title" className="text-2xl font-bold tracking-tight">
        Attack bench
      </h2>
      <p className="max-w-3xl text-stone-700">
        The issuer’s lab (<code className="font-mono">POST /oauth/lab</code>) mints tokens that are wrong in exactly one way. Send each to{' '}
        <code className="font-mono">{DOOR}</code> and see which check refuses it. No lab token is accepted by any real door, whatever the configuration. Then
        send them to the naive door, which skips one check, and watch the token made for another server get in.
      </p>
      <DoorSwitch value={target} onChange={setTarget} realPath={DOOR} name="jwt-lab-door" />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() =>
            run('mint', async (fetch) => {
              const minted = await mintLabTokens(fetch, DOOR);
              setTokens(minted.tokens);
              setAttacks({});
              return `${minted.tokens.length} tokens minted for ${minted.resource}.`;
            })
          }
          className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white"
        >
          Mint lab tokens
        </button>
        <button
          type="button"
          disabled={!tokens || !issuer.facts}
          onClick={async () => {
            for (const t of tokens ?? []) await attack(t);
          }}
          className="rounded-md border border-indigo-300 bg-white px-3 py-1.5 text-sm font-medium text-indigo-900 disabled:opacity-50"
        >
          Send every one
        </button>
      </div>
      {entriesOf('mint').length > 0 ? (
        <div className="space-y-2">
          {/* The exchange's own headings are h4: this keeps the outline in order under the section's h2. */}
          <h3 className="text-sm font-semibold text-stone-900">What the lab answered</h3>
          {entriesOf('mint').map((e) => (
            <ExchangeView key={e.exchange.seq} entry={e} />
          ))}
        </div>
      ) : null}
      <ol className="space-y-3">
        {(tokens ?? []).map((t) => {
          const a = attacks[t.kind];
          const o = outcomes[t.kind];
          const expected = expectedCheck(t.kind);
          const caught = a?.answer.check;
          return (
            <li
              key={t.kind}
              className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
              data-testid={`attack-${t.kind}`}
              data-caught={caught ?? ''}
              data-status={a?.answer.status ?? ''}
              data-door={a?.target ?? ''}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-mono font-semibold text-stone-900">{t.kind}</h3>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => window.dispatchEvent(new CustomEvent('jwt-lab:inspect', { detail: t.token }))}
                    className="min-h-8 rounded border border-stone-300 px-3 py-1 text-xs"
                  >
                    Inspect above
                  </button>
                  <button
                    type="button"
                    disabled={o === 'running' || !issuer.facts}
                    onClick={() => void attack(t)}
                    className="min-h-8 rounded bg-indigo-700 px-3 py-1 text-xs font-medium text-white disabled:opacity-50"
                  >
                    Send to the door
                  </button>
                </div>
              </div>
              <p className="text-sm text-stone-700">{t.lesson}</p>
              {a ? (
                <div className="grid gap-3 md:grid-cols-2">
                  <div className="space-y-1 text-sm">
                    {a.answer.labDoor ? <NaiveLabel label={a.answer.labDoor} /> : null}
                    {a.answer.status === 200 ? (
                      <>
                        <p className="font-semibold text-red-900" data-testid="got-in">
                          HTTP 200 · Got in! {a.answer.detail}
                        </p>
                        <p className="text-stone-800">
                          Built to fail <code className="font-mono">{expected}</code>, the one check this door skips. Switch back to the real door and send it
                          again.
                        </p>
                      </>
                    ) : (
                      <>
                        <p className="font-semibold text-red-900" data-testid="refusal">
                          HTTP {a.answer.status} · {a.answer.error}
                        </p>
                        <p className="text-stone-800">{a.answer.description}</p>
                        <p className={caught === expected ? 'text-emerald-900' : 'text-amber-900'}>
                          Caught by <code className="font-mono">{caught ?? '?'}</code>; built to fail <code className="font-mono">{expected}</code>
                          {caught === expected ? ' ✓' : ''}
                        </p>
                      </>
                    )}
                  </div>
                  <CheckList checks={a.checks} highlight={caught} />
                </div>
              ) : null}
              {entriesOf(t.kind).map((e) => (
                <ExchangeView key={e.exchange.seq} entry={e} />
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
