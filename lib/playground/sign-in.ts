/**
 * Sign-in inside the playground, as MCP Inspector's guided OAuth did: the client's steps from
 * lib/oauth-client — the 401's challenge, both metadata documents, registration, PKCE, consent in a
 * popup, the redirect's checks, the code redeemed — over the playground's wire tap, so every exchange
 * lands in the playground's transcript; then the session reconnects with the token. Step-up reuses
 * the same registered client and retries the call that was refused; signing in from a call's refusal
 * (no token, an expired or refused one) sends that call again too. With a refresh token (offline_access,
 * when the issuer offers it) the access token is refreshed a minute before it expires, on the wire too.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed } from '@modelcontextprotocol/client';
import { callDoor } from '../browser/door-calls';
import { handOffCredential } from '../browser/handoff';
import { createStore, type Store } from '../browser/store';
import {
  type AuthorizationRequest,
  checkCallback,
  fetchResourceMetadata,
  fetchServerMetadata,
  firstFailure,
  issuerOf,
  openConsentWindow,
  type Person,
  personInWindow,
  publicClient,
  readChallenge,
  readClaims,
  redeemCode,
  RefusedBeforeAsking,
  refresh,
  refusedConsent,
  registerDynamically,
  reserveConsentWindow,
  startAuthorizationRequest,
  type TokenResponse,
  withOfflineAccess,
} from '../oauth-client';
import { CLIENT_CALLBACK_PATH, DOOR, SCOPE_READ, SCOPE_REFINE } from '../vocabulary';
import { explainFailure } from './explain';
import type { PlaygroundSession } from './session';
import type { Operation } from './share-link';

export interface Granted {
  token: string;
  scopes: string[];
  /** Seconds since the epoch, from the token's exp (or expires_in when the token is opaque). */
  exp?: number;
  /** Seconds since the epoch: when the refresh token will be traded for a new pair (a refresh token came). */
  refreshAt?: number;
}

export interface SignInState {
  phase: 'idle' | 'preparing' | 'ready-for-consent' | 'consenting' | 'connecting' | 'signed-in' | 'stepping-up' | 'failed';
  /** The step running now, by title. */
  step?: string;
  error?: string;
  granted?: Granted;
}

export interface SignInOptions {
  /** Who answers the consent page: the issuer's window by default (tests script it). */
  person?: Person;
  /** The page's origin (read when a sign-in starts: the page may be rendered on the server first). */
  origin?: string;
  /** Leaves the token for the tab's other pages. */
  handOff?: (token: string) => void;
}

/** What discovery and registration found: enough to ask for a token, again and again (step-up). */
interface Client {
  metadata: AuthorizationServerMetadata;
  client: OAuthClientInformationMixed;
  resource: string;
  scope: string;
  redirectUri: string;
}

const CONSENT = 'Consent';
const REFRESH = 'Refresh the token';
/** How long before the access token expires the playground refreshes it: a call in flight then still carries a live token. */
export const REFRESH_LEAD_S = 60;

export class PlaygroundSignIn {
  readonly state: Store<SignInState> = createStore<SignInState>({ phase: 'idle' });
  private found?: Client;
  private pending?: AuthorizationRequest;
  /** The call a missing or refused token stopped when Sign in was pressed: sent again once the new token is in. */
  private refusedCall?: Operation;
  private abort = new AbortController();
  /** The consent window signIn opened during the click, waiting for the consent page. */
  private reserved?: Window;
  /** The refresh token of the current grant (single use: replaced by each refresh), and the timer that will spend it. */
  private refreshToken?: string;
  private refreshTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly session: PlaygroundSession,
    private readonly opts: SignInOptions = {},
  ) {}

  /**
   * Sign in with one click: the consent window opens at once (blank, while the click still allows a
   * popup), discovery, registration and PKCE run, then the consent page loads in that window and the
   * rest follows. A blocked window stops before consent, where "Open the consent page" (a click of
   * its own) takes over. A scripted person (tests) needs no window.
   */
  async signIn(): Promise<void> {
    const reserved = this.opts.person ? undefined : reserveConsentWindow();
    this.reserved = reserved ?? undefined;
    await this.start();
    if (this.state.get().phase !== 'ready-for-consent') {
      reserved?.close();
      this.reserved = undefined;
      return;
    }
    if (reserved === null) return;
    await this.consent();
  }

  /** Discovery, registration and PKCE: up to the step that needs the person. */
  async start(): Promise<void> {
    this.refusedCall = this.callStoppedByToken();
    this.state.set({ phase: 'preparing' });
    try {
      this.found = await this.discover();
      this.pending = await this.prepare(this.found, this.found.scope);
      this.state.set({ phase: 'ready-for-consent', step: CONSENT });
    } catch (err) {
      this.fail(err);
    }
  }

  /** Consent in the issuer's window, the redirect checked, the code redeemed; then connect with the token. */
  async consent(): Promise<void> {
    const { found, pending } = this;
    if (!found || !pending) return;
    this.pending = undefined;
    this.state.set({ phase: 'consenting', step: CONSENT });
    try {
      await this.adopt(await this.authorize(found, pending));
    } catch (err) {
      return this.fail(err);
    }
    const op = this.refusedCall;
    this.refusedCall = undefined;
    if (op && this.session.connection.get().status === 'connected') await this.session.run(op);
  }

  /**
   * Step-up after 403 insufficient_scope: PKCE and consent again asking for `scope`, on the client
   * registered before (discovered and registered now if the token was pasted), the session
   * reconnected with the wider token, and the refused call sent again.
   */
  async stepUp(scope = `${SCOPE_READ} ${SCOPE_REFINE}`): Promise<void> {
    const op = this.session.call.get()?.op;
    this.state.set((s) => ({ ...s, phase: 'stepping-up', error: undefined, step: 'Consent to the wider scope' }));
    try {
      this.found ??= await this.discover();
      await this.adopt(await this.authorize(this.found, await this.prepare(this.found, scope)));
    } catch (err) {
      return this.fail(err);
    }
    if (op && this.session.connection.get().status === 'connected') await this.session.run(op);
  }

  /**
   * The refresh token traded for a new pair (grant_type=refresh_token, on the playground's wire like every
   * other exchange) and the session reconnected with the new access token. Runs on its own a minute before
   * the access token expires; without a refresh token it does nothing.
   */
  async refreshNow(): Promise<void> {
    const { found, refreshToken } = this;
    clearTimeout(this.refreshTimer);
    if (!found || !refreshToken) return;
    this.refreshToken = undefined;
    this.state.set((s) => ({ ...s, phase: 'connecting', error: undefined, step: REFRESH }));
    try {
      const token = await this.step(REFRESH, () =>
        refresh(this.session.tap.fetch, { metadata: found.metadata, client: found.client, refreshToken, resource: found.resource }),
      );
      await this.adopt(token);
    } catch (err) {
      this.fail(err);
    }
  }

  reset(): void {
    clearTimeout(this.refreshTimer);
    this.refreshToken = undefined;
    this.abort.abort();
    this.abort = new AbortController();
    this.found = undefined;
    this.pending = undefined;
    this.refusedCall = undefined;
    this.state.set({ phase: 'idle' });
  }

  /** Runs one step, its title shown while it runs; its failure is named by it. */
  private async step<T>(title: string, run: () => Promise<T>): Promise<T> {
    this.state.set((s) => ({ ...s, step: title }));
    try {
      return await run();
    } catch (err) {
      throw new Error(`${title}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async discover(): Promise<Client> {
    const { fetch } = this.session.tap;
    const origin = this.opts.origin ?? window.location.origin;
    const door = new URL(DOOR.oauth.path, origin).href;
    const redirectUri = new URL(CLIENT_CALLBACK_PATH, origin).href;
    const challenge = await this.step('Call without credentials', async () => {
      const answer = await callDoor({ tap: this.session.tap, path: DOOR.oauth.path, origin });
      if (answer.status !== 401) throw new Error(`Expected 401 from ${DOOR.oauth.path}, got ${answer.status || 'no answer'}.`);
      return readChallenge(answer.challenge ?? '');
    });
    const prm = await this.step('Protected-resource metadata', () => fetchResourceMetadata(fetch, door, challenge.resourceMetadataUrl));
    const metadata = await this.step('Authorization-server metadata', () => fetchServerMetadata(fetch, issuerOf(prm)));
    const client = await this.step('Register the client', () =>
      registerDynamically(fetch, metadata, publicClient('MCP Observatory playground', [redirectUri], origin)),
    );
    return { metadata, client, resource: prm.resource ?? door, scope: challenge.scope ?? SCOPE_READ, redirectUri };
  }

  private prepare(c: Client, scope: string): Promise<AuthorizationRequest> {
    // offline_access too when the issuer offers it: a refresh token keeps the session signed in past the access token's minutes.
    return this.step('PKCE verifier and challenge', () =>
      startAuthorizationRequest({
        metadata: c.metadata,
        client: c.client,
        redirectUri: c.redirectUri,
        scope: withOfflineAccess(scope, c.metadata),
        resource: c.resource,
      }),
    );
  }

  private async authorize(c: Client, req: AuthorizationRequest): Promise<TokenResponse> {
    const reserved = this.reserved;
    this.reserved = undefined;
    const person: Person =
      this.opts.person ?? (reserved ? { consent: (url: string, signal: AbortSignal) => openConsentWindow(url, signal, reserved) } : personInWindow);
    const { signal } = this.abort;
    const callback = await this.step(CONSENT, async () => {
      try {
        const cb = await person.consent(req.authorizationUrl, signal);
        const refused = refusedConsent(cb);
        if (refused) throw new Error(refused);
        return cb;
      } catch (err) {
        if (!(err instanceof RefusedBeforeAsking)) throw err;
        throw new Error(`The issuer refused the request before asking you: ${err.error} — ${err.description}.`);
      }
    });
    await this.step('Redirect back with the code', async () => {
      const failed = firstFailure(await checkCallback(callback, req.state, c.metadata));
      if (failed) throw failed;
    });
    return this.step('Redeem the code', () =>
      redeemCode(this.session.tap.fetch, {
        metadata: c.metadata,
        client: c.client,
        callback,
        verifier: req.verifier,
        redirectUri: c.redirectUri,
        resource: c.resource,
      }),
    );
  }

  private async adopt(token: TokenResponse): Promise<void> {
    (this.opts.handOff ?? ((t: string) => handOffCredential('oauth', t)))(token.access_token);
    this.state.set((s) => ({ ...s, phase: 'connecting', step: 'Connect with the token' }));
    await this.session.choose({ door: 'oauth', credential: token.access_token });
    await this.session.connect();
    const claims = readClaims(token.access_token);
    const scopes = (typeof claims?.scope === 'string' ? claims.scope : (token.scope ?? '')).split(/\s+/).filter(Boolean);
    const exp = typeof claims?.exp === 'number' ? claims.exp : token.expires_in ? Math.floor(Date.now() / 1000) + token.expires_in : undefined;
    clearTimeout(this.refreshTimer);
    this.refreshToken = token.refresh_token;
    const refreshAt = exp && token.refresh_token ? exp - REFRESH_LEAD_S : undefined;
    if (refreshAt) this.refreshTimer = setTimeout(() => void this.refreshNow(), Math.max(0, refreshAt * 1000 - Date.now()));
    this.state.set({ phase: 'signed-in', granted: { token: token.access_token, scopes, ...(exp ? { exp } : {}), ...(refreshAt ? { refreshAt } : {}) } });
  }

  /** The current call, if it failed for want of a valid token (the failure view offers Sign in for it). */
  private callStoppedByToken(): Operation | undefined {
    const call = this.session.call.get();
    if (call?.status !== 'error' || !call.failure) return undefined;
    return explainFailure(call.failure, this.session.connection.get().door).action === 'sign-in' ? call.op : undefined;
  }

  private fail(err: unknown): void {
    this.state.set((s) => ({ ...s, phase: 'failed', error: err instanceof Error ? err.message : String(err) }));
  }
}
