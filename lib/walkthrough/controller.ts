/**
 * The walkthrough's state machine, outside React: which steps ran, what each found, and the HTTP
 * exchanges each made (recorded by the wire tap and filed under the step that made them). One
 * step per call of `run(n)`; `runAll()` walks on until the consent window needs a person.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed, OAuthProtectedResourceMetadata } from '@modelcontextprotocol/client';
import { createObservable, type Observable } from '../playground/observable';
import { openClient } from '../tour/clients';
import { createRecordingFetch, createTranscriptStore, type TranscriptEntry, type TranscriptStore } from '../wire';
import { handOffCredential } from '../browser/handoff';
import { openConsent } from './consent-popup';
import {
  type CallbackCheck,
  type CallbackParams,
  type Challenge,
  checkCallback,
  fetchResourceMetadata,
  fetchServerMetadata,
  OAUTH_DOOR,
  type Pkce,
  preparePkce,
  readChallenge,
  redeem,
  register,
  type Registration,
} from './oauth-steps';

export const LAST_STEP = 12;
export const SCOPE_READ = 'prompts:read';

export interface WalkState {
  registration: Registration;
  /** Steps completed, in order. */
  done: number[];
  running?: number;
  failed?: { step: number; message: string };
  /** Exchange seq numbers each step made. */
  seqs: Record<number, number[]>;
  challenge?: Challenge;
  prm?: OAuthProtectedResourceMetadata;
  asm?: AuthorizationServerMetadata;
  client?: OAuthClientInformationMixed;
  pkce?: Pkce;
  callback?: CallbackParams;
  callbackChecks?: CallbackCheck[];
  token?: { access_token: string; scope?: string; expires_in?: number };
  final?: { status: number; tools: string[] };
}

const initial = (registration: Registration): WalkState => ({ registration, done: [], seqs: {} });

export class Walkthrough {
  readonly state: Observable<WalkState>;
  readonly transcript: TranscriptStore;
  private readonly fetch;
  private abort = new AbortController();

  constructor(registration: Registration) {
    this.transcript = createTranscriptStore();
    this.fetch = createRecordingFetch(this.transcript.record);
    this.state = createObservable(initial(registration));
  }

  entriesFor(step: number, all: readonly TranscriptEntry[]): TranscriptEntry[] {
    const seqs = this.state.get().seqs[step] ?? [];
    return all.filter((e) => seqs.includes(e.exchange.seq));
  }

  next(): number {
    const { done } = this.state.get();
    return done.length === 0 ? 1 : Math.max(...done) + 1;
  }

  reset(registration = this.state.get().registration): void {
    this.abort.abort();
    this.abort = new AbortController();
    this.transcript.clear();
    this.state.set(initial(registration));
  }

  /** Runs step n (the next one). Returns false when it failed. */
  async run(n: number): Promise<boolean> {
    if (n !== this.next() || this.state.get().running) return false;
    const before = this.lastSeq();
    this.state.set((s) => ({ ...s, running: n, failed: undefined }));
    try {
      const patch = await this.step(n);
      const seqs = this.seqsSince(before);
      this.state.set((s) => ({ ...s, ...patch, running: undefined, done: [...s.done, n], seqs: { ...s.seqs, [n]: seqs } }));
      return true;
    } catch (err) {
      const seqs = this.seqsSince(before);
      const message = err instanceof Error ? err.message : String(err);
      if (message !== 'reset') this.state.set((s) => ({ ...s, running: undefined, failed: { step: n, message }, seqs: { ...s.seqs, [n]: seqs } }));
      return false;
    }
  }

  /** Runs every remaining step up to `until`; stops at the first failure. */
  async runAll(until = LAST_STEP): Promise<void> {
    for (let n = this.next(); n <= until; n = this.next()) {
      if (!(await this.run(n))) return;
    }
  }

  private lastSeq(): number {
    return this.transcript.getSnapshot().entries.at(-1)?.exchange.seq ?? 0;
  }

  private seqsSince(seq: number): number[] {
    return this.transcript
      .getSnapshot()
      .entries.map((e) => e.exchange.seq)
      .filter((s) => s > seq);
  }

  private need<K extends keyof WalkState>(key: K): NonNullable<WalkState[K]> {
    const v = this.state.get()[key];
    if (v === undefined || v === null) throw new Error(`An earlier step did not finish (${String(key)} is missing): reset and run again.`);
    return v as NonNullable<WalkState[K]>;
  }

  private resource(): string {
    return this.state.get().prm?.resource ?? new URL(OAUTH_DOOR, window.location.origin).href;
  }

  private async step(n: number): Promise<Partial<WalkState>> {
    const s = this.state.get();
    switch (n) {
      case 1: {
        const res = await this.fetchDoor();
        if (res.status !== 401) throw new Error(`Expected 401 from ${OAUTH_DOOR}, got ${res.status}.`);
        return { challenge: { header: res.headers.get('www-authenticate') ?? '' } };
      }
      case 2:
        return { challenge: await readChallenge(this.need('challenge').header) };
      case 3:
        return { prm: await fetchResourceMetadata(this.fetch, s.challenge?.resourceMetadataUrl) };
      case 4: {
        const issuer = this.need('prm').authorization_servers?.[0];
        if (!issuer) throw new Error('The protected-resource metadata names no authorization server.');
        return { asm: await fetchServerMetadata(this.fetch, String(issuer)) };
      }
      case 5:
        return { client: await register(this.fetch, s.registration, String(this.need('asm').issuer), this.need('asm')) };
      case 6:
        return { pkce: await preparePkce(String(this.need('asm').issuer), this.need('asm'), this.need('client'), this.resource(), s.challenge?.scope ?? SCOPE_READ) };
      case 7:
        return {}; // the URL is read, parameter by parameter; nothing goes on the wire yet
      case 8:
        return { callback: await openConsent(this.need('pkce').authorizationUrl, this.abort.signal) };
      case 9: {
        const checks = await checkCallback(this.need('callback'), this.need('pkce').state, this.need('asm'));
        if (checks.some((c) => !c.ok)) throw new Error(`The redirect failed a check: ${checks.find((c) => !c.ok)!.label}.`);
        return { callbackChecks: checks };
      }
      case 10: {
        const asm = this.need('asm');
        const token = await redeem(this.fetch, String(asm.issuer), asm, this.need('client'), this.need('callback'), this.need('pkce').verifier, this.resource());
        return { token };
      }
      case 11:
        // Leave the token for the tour's JWT chapter and the playground (this tab only).
        handOffCredential('oauth', this.need('token').access_token);
        return {};
      case 12: {
        const client = await openClient({ fetch: this.fetch, path: OAUTH_DOOR, headers: { Authorization: `Bearer ${this.need('token').access_token}` } });
        try {
          const { tools } = await client.listTools();
          return { final: { status: 200, tools: tools.map((t) => t.name) } };
        } finally {
          await client.close();
        }
      }
      default:
        throw new Error(`No step ${n}.`);
    }
  }

  /** A bare MCP POST with no credentials: what any client's first call looks like. */
  private fetchDoor(): Promise<Response> {
    return openClient({ fetch: this.fetch, path: OAUTH_DOOR }).then(
      async (c) => {
        await c.close();
        return new Response(null, { status: 200 });
      },
      () => {
        const last = this.transcript.getSnapshot().entries.at(-1)?.exchange.response;
        return new Response(null, { status: last?.status ?? 0, headers: last ? new Headers(last.headers as [string, string][]) : undefined });
      },
    );
  }
}
