/**
 * The consent decision: who asks, where the answer goes, which resource and scopes. A plain HTML form
 * (no client JavaScript): it posts the sealed ticket and the button pressed to /oauth/authorize.
 * It opens in a client's 620×760 popup: two columns from 480 px, and Approve / Deny held at the
 * window's foot (sticky), so the decision is in sight however long the request's URLs are.
 */
import { Breakable } from '@/components/text/Breakable';
import { ISSUER_SCOPES, SCOPE_DESCRIPTIONS } from '@/lib/vocabulary';

export interface ConsentFormProps {
  action: string;
  ticket: string;
  clientName?: string;
  clientId: string;
  clientKind: 'registered' | 'metadata-document';
  redirectUri: string;
  resource: string;
  scopes: string[];
  subject: string;
}

export function ConsentForm(p: ConsentFormProps) {
  const name = p.clientName ?? 'An unnamed client';
  return (
    <form method="post" action={p.action} aria-labelledby="consent-title" className="space-y-4 rounded-lg border border-stone-200 bg-white px-4 pt-4 shadow-sm">
      <h1 id="consent-title" className="text-xl font-bold tracking-tight">
        Allow <span className="text-indigo-800">{name}</span> to use Prompts Observatory?
      </h1>
      <dl className="grid gap-x-4 gap-y-2 text-sm min-[480px]:grid-cols-[8.5rem_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">Client</dt>
        <dd className="wrap-break-word">
          {p.clientKind === 'metadata-document' ? (
            <>
              Described by its metadata document at{' '}
              <code className="font-mono">
                <Breakable text={p.clientId} />
              </code>
            </>
          ) : (
            <>Registered dynamically with this server (its name is its own claim, not verified)</>
          )}
        </dd>
        <dt className="font-semibold text-stone-700">Answer goes to</dt>
        <dd>
          <code className="font-mono wrap-break-word">
            <Breakable text={p.redirectUri} />
          </code>
        </dd>
        <dt className="font-semibold text-stone-700">Resource</dt>
        <dd>
          <code className="font-mono wrap-break-word">
            <Breakable text={p.resource} />
          </code>
          <p className="text-stone-600">The token will be valid there only (its audience).</p>
        </dd>
        <dt className="font-semibold text-stone-700">Signed in as</dt>
        <dd>
          <code className="font-mono">{p.subject}</code>
          <p className="text-stone-600">This built-in demo issuer has no accounts; whoever approves is the workshop user.</p>
        </dd>
      </dl>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-700">It asks to</legend>
        <ul className="space-y-1.5">
          {p.scopes.map((s) => (
            <li key={s} className="rounded-md bg-stone-50 px-3 py-2 text-sm">
              <code className="font-mono font-semibold text-indigo-800">{s}</code>
              <span className="block text-stone-700">
                {(ISSUER_SCOPES as readonly string[]).includes(s) ? SCOPE_DESCRIPTIONS[s as keyof typeof SCOPE_DESCRIPTIONS] : s}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <input type="hidden" name="ticket" value={p.ticket} />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-3 rounded-b-lg border-t border-stone-200 bg-white px-4 py-3" data-testid="consent-decision">
        <button
          type="submit"
          name="decision"
          value="approve"
          className="rounded-md bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Approve
        </button>
        <button
          type="submit"
          name="decision"
          value="deny"
          className="rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Deny
        </button>
      </div>
    </form>
  );
}
