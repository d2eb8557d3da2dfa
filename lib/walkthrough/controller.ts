/**
 * The walkthrough's state machine, outside React, over the step records of steps/index.ts: which
 * steps ran, what each found, and the HTTP exchanges each made (recorded by the tap and filed under
 * the step that made them). One step per `run(id)`; `runAll` walks on, and can stop before a step
 * that needs a person. Step-up reuses the same records (`reauthorize(scope)`).
 */
import { REGISTRATIONS } from './registration';
import { handOffCredential } from '../browser/handoff';
import { createStore, type Store } from '../browser/store';
import { createTap, type Tap } from '../browser/tap';
import type { FetchLike, TranscriptEntry } from '../wire';
import { personInWindow, type Registration, type TokenResponse } from '../oauth-client';
import { type Person, type StepContext, StepFailure, type WalkData, type WalkStep } from './step';
import { positionOf, rangeLabel, WALK_STEPS } from './steps';

export interface WalkState {
  registration: Registration;
  /** Ids of the steps completed, in order. */
  done: string[];
  running?: string;
  failed?: { step: string; message: string; resetAdvised: boolean };
  /** Exchange seq numbers each step made. */
  seqs: Record<string, number[]>;
  data: WalkData;
}

export interface WalkthroughOptions {
  registration?: Registration;
  /** The network (tests pass a fake); the global fetch by default. */
  fetch?: FetchLike;
  origin?: string;
  person?: Person;
  handOff?: (token: string) => void;
}

const initial = (registration: Registration): WalkState => ({ registration, done: [], seqs: {}, data: {} });

export class Walkthrough {
  readonly state: Store<WalkState>;
  readonly tap: Tap;
  readonly steps: readonly WalkStep[] = WALK_STEPS;
  private readonly fixedOrigin?: string;
  private readonly person: Person;
  private readonly handOff: (token: string) => void;
  private abort = new AbortController();

  constructor(opts: WalkthroughOptions = {}) {
    this.tap = createTap(opts.fetch ? { fetch: opts.fetch } : {});
    // The presenter's deck and any page that does not choose start where /auth does: the 2026-07-28 way first.
    this.state = createStore(initial(opts.registration ?? REGISTRATIONS[0]));
    this.fixedOrigin = opts.origin; // read lazily: a page creates its machine during the server render too
    this.person = opts.person ?? personInWindow;
    this.handOff = opts.handOff ?? ((token) => handOffCredential('oauth', token));
  }

  entriesFor(id: string, all: readonly TranscriptEntry[]): TranscriptEntry[] {
    const seqs = this.state.get().seqs[id] ?? [];
    return all.filter((e) => seqs.includes(e.exchange.seq));
  }

  /** The first step not yet done (undefined when all are). */
  next(): WalkStep | undefined {
    const { done } = this.state.get();
    return this.steps.find((s) => !done.includes(s.id));
  }

  /**
   * Why `id` cannot run yet, in words, or undefined if it can (or already ran). Names the steps
   * still to run first, and the one among them that needs a person.
   */
  waitingFor(id: string): string | undefined {
    const { done } = this.state.get();
    const at = this.steps.findIndex((s) => s.id === id);
    const before = this.steps.slice(0, at).filter((s) => !done.includes(s.id));
    if (at < 0 || done.includes(id) || before.length === 0) return undefined;
    const person = before.find((s) => s.person);
    const steps = before.length === 1 ? `step ${rangeLabel(before)}` : `steps ${rangeLabel(before)}`;
    return `This step needs ${this.steps[at].requires.join(', ') || 'the steps before it'}: run ${steps} first${
      person ? `; step ${positionOf(person.id)} (${person.title}) needs you to answer in the consent window` : ''
    }.`;
  }

  reset(registration = this.state.get().registration): void {
    this.abort.abort();
    this.abort = new AbortController();
    this.tap.clear();
    this.state.set(initial(registration));
  }

  /** Runs step `id` if it is the next one. Resolves false when it did not complete. */
  async run(id: string): Promise<boolean> {
    const step = this.next();
    if (!step || step.id !== id || this.state.get().running) return false;
    const { signal } = this.abort;
    const mark = this.tap.mark();
    this.state.set((s) => ({ ...s, running: id, failed: undefined }));
    const file = async () => {
      await this.tap.settle();
      return this.tap.seqsSince(mark);
    };
    try {
      const missing = step.requires.filter((k) => this.state.get().data[k] === undefined);
      if (missing.length > 0) throw new Error(`An earlier step did not finish (${missing.join(', ')} missing): reset and run again.`);
      const patch = await step.run(this.context(this.state.get().data, signal));
      const seqs = await file();
      if (signal.aborted) return false; // reset while it ran: its findings belong to a walk that is gone
      this.state.set((s) => ({ ...s, data: { ...s.data, ...patch }, running: undefined, done: [...s.done, id], seqs: { ...s.seqs, [id]: seqs } }));
      return true;
    } catch (err) {
      const seqs = await file();
      if (signal.aborted) return false;
      const failed = { step: id, message: err instanceof Error ? err.message : String(err), resetAdvised: err instanceof StepFailure && err.resetAdvised };
      this.state.set((s) => ({ ...s, running: undefined, failed, seqs: { ...s.seqs, [id]: seqs } }));
      return false;
    }
  }

  /**
   * Runs the remaining steps in order up to and including `until` (all by default); stops at the
   * first failure, and before a step that needs a person when `beforePerson` is set.
   */
  async runAll({ until, beforePerson = false, onStep }: { until?: string; beforePerson?: boolean; onStep?: (step: WalkStep) => void } = {}): Promise<void> {
    const last = until ? this.steps.findIndex((s) => s.id === until) : this.steps.length - 1;
    for (let step = this.next(); step && this.steps.indexOf(step) <= last; step = this.next()) {
      if (beforePerson && step.person) return;
      onStep?.(step);
      if (!(await this.run(step.id))) return;
    }
  }

  /**
   * Step-up: the `authorize` phase again (PKCE, the URL, consent, the redirect's checks, the code
   * redeemed) asking for `scope`, on the client this walk registered. The walk's own state is left
   * as it was; the new token is returned.
   */
  async reauthorize(scope: string): Promise<TokenResponse> {
    let data: WalkData = { ...this.state.get().data };
    const { signal } = this.abort;
    for (const step of this.steps.filter((s) => s.phase === 'authorize')) {
      data = { ...data, ...(await step.run(this.context(data, signal, scope))) };
    }
    if (!data.token) throw new Error('Re-authorization ended without a token.');
    return data.token;
  }

  private context(data: WalkData, signal: AbortSignal, scope?: string): StepContext {
    return {
      data,
      registration: this.state.get().registration,
      tap: this.tap,
      origin: this.fixedOrigin ?? window.location.origin,
      signal,
      person: this.person,
      handOff: this.handOff,
      ...(scope ? { scope } : {}),
    };
  }
}
