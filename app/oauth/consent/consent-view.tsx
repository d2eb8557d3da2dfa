/**
 * The consent page's body, for the deployment's issuer and for an observation channel's (basePath `/o/<channel>`): the form posts to that issuer's authorization endpoint.
 * `naive`: the labs' naive issuer's page (its tickets open only here), labelled as loudly as its answers.
 */
import { ConsentForm } from '@/components/oauth/consent-form';
import { ConsentNotice } from '@/components/oauth/consent-notice';
import { openConsent } from '@/lib/auth/authorization-server/consent-ticket';
import { issuerContextFromHeaders } from '@/lib/auth/authorization-server/context';
import { DEMO_SUBJECT } from '@/lib/auth/authorization-server/decision';
import { NAIVE_ISSUER, parseScope } from '@/lib/vocabulary';

export async function ConsentView({
  headers,
  ticket: raw,
  basePath = '',
  naive = false,
}: {
  headers: Headers;
  ticket: string | string[] | undefined;
  basePath?: string;
  naive?: boolean;
}) {
  const resolved = issuerContextFromHeaders(headers, undefined, basePath, naive);
  if (!resolved.ok) {
    return (
      <ConsentNotice title="The authorization server is not available">
        <p>{resolved.description}</p>
      </ConsentNotice>
    );
  }
  const { ctx } = resolved;
  const ticket = typeof raw === 'string' ? await openConsent(ctx.secret, raw, ctx.naive) : undefined;
  const devSecret = ctx.cfg.auth.secret?.source === 'dev-default';

  return (
    <div className="mx-auto max-w-2xl space-y-3">
      {ctx.naive ? (
        <p className="rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white" data-testid="naive-issuer-label">
          {NAIVE_ISSUER.label}. A lab: its tokens open only the naive lab door.
        </p>
      ) : null}
      <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950">
        <strong>Demo issuer:</strong> no accounts; it approves whoever clicks Approve. For learning and workshops; a real lock trusts its own identity provider.
      </p>
      {devSecret ? (
        <p className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900">
          Development mode: this issuer signs with the public development secret. Set AUTH_SECRET before deploying.
        </p>
      ) : null}
      {!ticket ? (
        <ConsentNotice title="This consent link is invalid or has expired">
          <p>Consent links last 10 minutes. Go back to your MCP client and connect again to start a fresh request.</p>
        </ConsentNotice>
      ) : ticket.t === 'error' ? (
        <ConsentNotice title="This authorization request cannot continue" code={ticket.error} description={ticket.description} check={ticket.check}>
          <p>{ticket.description}</p>
          <p>
            Nothing was sent back to the client: until you act on this page, this issuer never redirects, so a faulty or hostile request cannot bounce you to an
            address you did not choose. Fix the client’s request and try again.
          </p>
        </ConsentNotice>
      ) : (
        <ConsentForm
          action={ctx.endpoints.authorization}
          ticket={typeof raw === 'string' ? raw : ''}
          clientName={ticket.client_name}
          clientId={ticket.client_id}
          clientKind={ticket.client_kind}
          redirectUri={ticket.redirect_uri}
          resource={ticket.resource}
          scopes={parseScope(ticket.scope)}
          subject={DEMO_SUBJECT}
        />
      )}
    </div>
  );
}
