/**
 * Sign-in inside the playground, as MCP Inspector's guided OAuth did: the walkthrough's own machine
 * (lib/walkthrough) runs its steps — the 401's challenge, both metadata documents, registration, PKCE,
 * consent in a popup, the redirect's checks, the code redeemed — over the playground's wire tap, so
 * every exchange lands in the playground's transcript; then the session reconnects with the token.
 * Step-up reuses the same registered client (`reauthorize`) and retries the call that was refused;
 * signing in from a call's refusal (no token, an expired or refused one) sends that call again too.
 *
 * It lives beside the components rather than in lib/playground: the layer rules keep the browser
 * features (playground, walkthrough) from importing each other, and this is where the two meet.
 */
import { createStore, type Store } from '../../lib/browser/store';
import { explainFailure } from '../../lib/playground/explain';
import type { PlaygroundSession } from '../../lib/playground/session';
import type { Operation } from '../../lib/playground/share-link';
import { SCOPE_READ, SCOPE_REFINE } from '../../lib/vocabulary';
import type { Walkthrough, WalkthroughOptions } from '../../lib/walkthrough/controller';
import type { TokenResponse } from '../../lib/walkthrough/oauth-steps';

export interface Granted {
  token: string;
  scopes: string[];
  /** Seconds since the epoch, from the token's exp (or expires_in when the token is opaque). */
  exp?: number;
}

export interface SignInState {
  phase: 'idle' | 'preparing' | 'ready-for-consent' | 'consenting' | 'connecting' | 'signed-in' | 'stepping-up' | 'failed';
  /** The walkthrough step running now, by title. */
  step?: string;
  error?: string;
  granted?: Granted;
}

/** The step the person acts in: everything before it runs on "Sign in", the rest on "Open the consent page". */
const LAST_BEFORE_USE = 'read-token';

export class PlaygroundSignIn {
  readonly state: Store<SignInState> = createStore<SignInState>({ phase: 'idle' });
  private walk?: Walkthrough;
  /** The call a missing or refused token stopped when Sign in was pressed: sent again once the new token is in. */
  private refusedCall?: Operation;

  /** `walk`: the person, origin and hand-off the walkthrough uses (tests script the person; a page leaves the defaults). */
  constructor(
    private readonly session: PlaygroundSession,
    private readonly walk0: Pick<WalkthroughOptions, 'person' | 'origin' | 'handOff'> = {},
  ) {}

  /** Loaded on the first Sign in, so the playground's first paint ships none of the walkthrough. */
  private async newWalk(): Promise<Walkthrough> {
    const { Walkthrough } = await import('../../lib/walkthrough/controller');
    return new Walkthrough({ ...this.walk0, fetch: this.session.tap.fetch });
  }

  /** Discovery, registration and PKCE: up to the step that needs the person. */
  async start(): Promise<void> {
    this.refusedCall = this.callStoppedByToken();
    this.state.set({ phase: 'preparing' });
    const walk = await this.newWalk();
    this.walk = walk;
    await walk.runAll({ beforePerson: true, onStep: (s) => this.state.set((st) => ({ ...st, step: s.title })) });
    if (this.failed(walk)) return;
    this.state.set({ phase: 'ready-for-consent', step: walk.next()?.title });
  }

  /** Consent in the issuer's window, the redirect checked, the code redeemed; then connect with the token. */
  async consent(): Promise<void> {
    const walk = this.walk;
    if (!walk) return;
    this.state.set({ phase: 'consenting', step: walk.next()?.title });
    await walk.runAll({ until: LAST_BEFORE_USE, onStep: (s) => this.state.set((st) => ({ ...st, step: s.title })) });
    if (this.failed(walk)) return;
    const token = walk.state.get().data.token;
    if (!token) return this.fail('The walkthrough ended without a token.');
    await this.adopt(token);
    const op = this.refusedCall;
    this.refusedCall = undefined;
    if (op && this.session.connection.get().status === 'connected') await this.session.run(op);
  }

  /**
   * Step-up after 403 insufficient_scope: the walk's `authorize` phase again asking for `scope`
   * (consent in the window), the session reconnected with the wider token, and the refused call sent again.
   */
  async stepUp(scope = `${SCOPE_READ} ${SCOPE_REFINE}`): Promise<void> {
    const op = this.session.call.get()?.op;
    this.state.set((s) => ({ ...s, phase: 'stepping-up', error: undefined, step: 'Consent to the wider scope' }));
    try {
      let walk = this.walk;
      if (!walk?.state.get().data.client) {
        // Signed in with a pasted token: discover and register first (the same steps, no person needed).
        walk = await this.newWalk();
        this.walk = walk;
        await walk.runAll({ until: 'register' });
        if (this.failed(walk)) return;
      }
      await this.adopt(await walk.reauthorize(scope));
      if (op && this.session.connection.get().status === 'connected') await this.session.run(op);
    } catch (err) {
      this.fail(err instanceof Error ? err.message : String(err));
    }
  }

  reset(): void {
    this.walk?.reset();
    this.walk = undefined;
    this.refusedCall = undefined;
    this.state.set({ phase: 'idle' });
  }

  private async adopt(token: TokenResponse): Promise<void> {
    this.state.set((s) => ({ ...s, phase: 'connecting', step: 'Connect with the token' }));
    await this.session.choose({ door: 'oauth', credential: token.access_token });
    await this.session.connect();
    const payload = claimsOf(token.access_token);
    const scopes = (typeof payload?.scope === 'string' ? payload.scope : (token.scope ?? '')).split(/\s+/).filter(Boolean);
    const exp = typeof payload?.exp === 'number' ? payload.exp : token.expires_in ? Math.floor(Date.now() / 1000) + token.expires_in : undefined;
    this.state.set({ phase: 'signed-in', granted: { token: token.access_token, scopes, ...(exp ? { exp } : {}) } });
  }

  /** The current call, if it failed for want of a valid token (the failure view offers Sign in for it). */
  private callStoppedByToken(): Operation | undefined {
    const call = this.session.call.get();
    if (call?.status !== 'error' || !call.failure) return undefined;
    return explainFailure(call.failure, this.session.connection.get().door).action === 'sign-in' ? call.op : undefined;
  }

  private failed(walk: Walkthrough): boolean {
    const f = walk.state.get().failed;
    if (!f) return false;
    const step = walk.steps.find((s) => s.id === f.step);
    this.fail(`${step ? `${step.title}: ` : ''}${f.message}`);
    return true;
  }

  private fail(error: string): void {
    this.state.set((s) => ({ ...s, phase: 'failed', error }));
  }
}

/** The claims a client may read from a JWT it holds (exp, scope); not a verification, and undefined for an opaque token. */
function claimsOf(token: string): { exp?: unknown; scope?: unknown } | undefined {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    return JSON.parse(json) as { exp?: unknown; scope?: unknown };
  } catch {
    return undefined;
  }
}
