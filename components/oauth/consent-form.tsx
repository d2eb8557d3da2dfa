/**
 * The consent decision: who asks, where the answer goes, which resource and scopes. A plain HTML form
 * (no client JavaScript): it posts the sealed ticket and the button pressed to /oauth/authorize.
 */
import { SCOPE_DESCRIPTIONS, SCOPES } from '@/lib/vocabulary';

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
    <form method="post" action={p.action} aria-labelledby="consent-title" className="space-y-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      <h1 id="consent-title" className="text-2xl font-bold tracking-tight">
        Allow <span className="text-indigo-800">{name}</span> to use Prompts Observatory?
      </h1>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-stone-700">Client</dt>
        <dd className="break-all">
          {p.clientKind === 'metadata-document' ? (
            <>
              Described by its metadata document at <code className="font-mono">{p.clientId}</code>
            </>
          ) : (
            <>Registered dynamically with this server (its name is its own claim, not verified)</>
          )}
        </dd>
        <dt className="font-semibold text-stone-700">Answer goes to</dt>
        <dd>
          <code className="font-mono break-all">{p.redirectUri}</code>
        </dd>
        <dt className="font-semibold text-stone-700">Resource</dt>
        <dd>
          <code className="font-mono break-all">{p.resource}</code>
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
        <ul className="space-y-2">
          {p.scopes.map((s) => (
            <li key={s} className="rounded-md bg-stone-50 p-3 text-sm">
              <code className="font-mono font-semibold text-indigo-800">{s}</code>
              <span className="block text-stone-700">
                {(SCOPES as readonly string[]).includes(s) ? SCOPE_DESCRIPTIONS[s as keyof typeof SCOPE_DESCRIPTIONS] : s}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <input type="hidden" name="ticket" value={p.ticket} />
      <div className="flex flex-wrap gap-3">
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
