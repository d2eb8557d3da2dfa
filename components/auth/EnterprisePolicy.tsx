/**
 * What the enterprise admin decided, shown where a consent screen would be: the policy the stand-in
 * IdP applies to every token exchange (ENTERPRISE_POLICY, the one source the IdP reads too).
 */
import { DOOR, ENTERPRISE_POLICY, IDP_DEMO_USER, SCOPE_DESCRIPTIONS, SCOPE_REFINE } from '@/lib/vocabulary';

export function EnterprisePolicy() {
  return (
    <section aria-labelledby="policy-title" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="enterprise-policy">
      <h2 id="policy-title" className="font-semibold text-stone-900">
        The admin’s policy (instead of a consent screen)
      </h2>
      <p className="text-sm text-stone-700">
        The employee never sees a consent screen: the company’s admin decided once, in the IdP, and the IdP applies it to every token exchange.
      </p>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Users</dt>
        <dd className="text-stone-900">
          the <code className="font-mono">{ENTERPRISE_POLICY.group}</code> group (the demo employee, {IDP_DEMO_USER.name}, is in it)
        </dd>
        <dt className="text-stone-600">Clients</dt>
        <dd className="text-stone-900">{ENTERPRISE_POLICY.clients}</dd>
        <dt className="text-stone-600">MCP servers</dt>
        <dd className="text-stone-900">
          {ENTERPRISE_POLICY.doors.map((d) => (
            <code key={d} className="font-mono wrap-anywhere">
              {d}
            </code>
          ))}{' '}
          behind this deployment’s authorization server, and no other pairing
        </dd>
        <dt className="text-stone-600">Scopes</dt>
        <dd className="text-stone-900">
          {ENTERPRISE_POLICY.scopes.map((s) => (
            <span key={s}>
              <code className="font-mono">{s}</code> ({SCOPE_DESCRIPTIONS[s]})
            </span>
          ))}{' '}
          Not <code className="font-mono">{SCOPE_REFINE}</code>: an exchange asking for it is refused.
        </dd>
        <dt className="text-stone-600">ID-JAG life</dt>
        <dd className="text-stone-900">{ENTERPRISE_POLICY.idJagTtlS} s, redeemable once</dd>
      </dl>
      <p className="text-xs text-stone-600">
        The IdP here is a stand-in played by this deployment on its own issuer identifier (<code className="font-mono">/idp</code>); its sign-in is simulated.
        The door it grants is <code className="font-mono">{DOOR.oauth.path}</code>.
      </p>
    </section>
  );
}
