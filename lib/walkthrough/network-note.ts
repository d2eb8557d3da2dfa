/**
 * The walkthrough's promise about the network, from the deployment's own configuration: on a laptop
 * (a loopback origin) nothing leaves the machine; a deployment is reached over the network, from
 * the reader's browser to that origin and back; an external issuer is named, since then the flow
 * leaves this app for it.
 */
export interface Where {
  /** The configured public origin (undefined when none is configured). */
  origin?: string;
  /** The origin's host is loopback (localhost, 127.0.0.0/8, ::1). */
  loopback: boolean;
  /** AUTH_ISSUER, when the door trusts an issuer other than the built-in one. */
  externalIssuer?: string;
}

export function networkNote({ origin, loopback, externalIssuer }: Where): string {
  const issuer = externalIssuer ? `the authorization server it trusts, ${externalIssuer}` : 'its built-in authorization server';
  const base = `Every step below talks to this app’s OAuth door and ${issuer}; no account is needed.`;
  if (!origin) return base;
  if (loopback && !externalIssuer) return `${base} This copy runs at ${origin}, on this machine: nothing you do here leaves it.`;
  return `${base} This deployment is ${origin}: each step is a real request from your browser to it over the network, shown as it went.`;
}
