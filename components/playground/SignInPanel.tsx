'use client';
/**
 * The OAuth door's sign-in, in the playground: one click on "Sign in" opens the issuer's window, runs
 * the walkthrough's discovery steps and loads the consent page there (if the browser blocked the
 * window, "Open the consent page" asks for a click of its own), then the session reconnects with the token. Signed in, it shows the scopes granted and
 * a live countdown to the token's expiry. Shown wherever a failure asks for a token (a 401, an expired
 * token later), so signing in again is one click from the refusal, and the refused call goes again.
 */
import { useConnection, usePlayground, useSignIn } from './context';
import { ExpiryCountdown } from './ExpiryCountdown';

const BUSY = {
  preparing: 'Finding the issuer…',
  consenting: 'Waiting for you in the consent window…',
  connecting: 'Connecting with the token…',
  'stepping-up': 'Waiting for you in the consent window…',
} as const;

export function SignInPanel() {
  const { signIn } = usePlayground();
  const st = useSignIn();
  const busy = st.phase in BUSY;
  return (
    <div className="space-y-2" data-testid="sign-in" data-phase={st.phase}>
      {st.phase === 'idle' || st.phase === 'failed' || st.phase === 'signed-in' ? (
        <button
          type="button"
          onClick={() => void signIn.signIn()}
          className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800"
        >
          {st.phase === 'idle' ? 'Sign in' : 'Sign in again'}
        </button>
      ) : null}
      {st.phase === 'ready-for-consent' ? (
        <div className="space-y-1">
          <p className="text-sm text-stone-800">Found the issuer, registered this page as a client and made a PKCE challenge. Now you approve.</p>
          <button
            type="button"
            onClick={() => void signIn.consent()}
            className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800"
          >
            Open the consent page
          </button>
        </div>
      ) : null}
      {busy ? (
        <p role="status" className="text-sm text-stone-700">
          {BUSY[st.phase as keyof typeof BUSY]}
          {st.step ? <span className="text-stone-600"> ({st.step})</span> : null}
        </p>
      ) : null}
      {st.phase === 'failed' && st.error ? (
        <p role="status" className="text-sm text-red-900" data-testid="sign-in-error">
          Sign-in stopped: {st.error}
        </p>
      ) : null}
    </div>
  );
}

/** What the current token grants, and for how long. */
export function GrantedToken() {
  const conn = useConnection();
  const g = useSignIn().granted;
  if (!g || conn.door !== 'oauth' || conn.credential !== g.token) return null;
  return (
    <p className="text-sm text-stone-800" data-testid="granted">
      Signed in · scopes{' '}
      <span data-testid="granted-scopes">
        {g.scopes.map((s, i) => (
          <span key={s}>
            {i > 0 ? ' ' : ''}
            <code className="font-mono">{s}</code>
          </span>
        ))}
      </span>
      {g.exp ? (
        <>
          {' '}
          · <ExpiryCountdown exp={g.exp} />
          {g.refreshAt ? <span data-testid="refresh-note"> · refreshed a minute before, with the refresh token</span> : null}
        </>
      ) : null}
    </p>
  );
}
