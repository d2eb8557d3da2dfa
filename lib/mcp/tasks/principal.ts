/**
 * Who a task belongs to, and whose budget it counts against.
 *
 * Owner (who may see, answer and cancel it): a token names an issuer, a subject and the client it
 * was issued to (the `client_id` claim, or `azp`; AuthInfo.clientId): all three make the principal,
 * because the built-in demo issuer gives every user the same subject, so without the client two demo
 * clients would be one principal. The key door's guard names the key holder. A caller with no
 * credential is known by the door's client key (lib/limits/client-key.ts: what the caller cannot
 * forge), so anonymous callers are not one principal: an id read off a projector opens nothing.
 * Another principal's task answers "not found", whatever the id.
 *
 * Budget (tasks parked on input, listen streams): the client key for everyone, credential or not, so
 * a fresh registration (a new client id) is not a fresh quota.
 */
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

/** The client key of a caller the door could not place (no request: stdio, tests). */
export const UNPLACED_CALLER = 'local';

/** How the process names a request's caller for limits (lib/limits/client-key.ts, through TaskSupport). */
export type CallerKeyOf = (req: Request | undefined) => string;

export const noCallerKey: CallerKeyOf = () => UNPLACED_CALLER;

export function principalOf(ctx: ServerContext, callerKey: CallerKeyOf = noCallerKey): string {
  return principalOfAuth(ctx.http?.authInfo, callerKey(ctx.http?.req));
}

/** The same, from what a door's guard admitted (a subscriptions/listen stream is served outside McpServer). */
export function principalOfAuth(auth: AuthInfo | undefined, callerKey: string = UNPLACED_CALLER): string {
  if (!auth) return `anonymous:${JSON.stringify(callerKey)}`;
  const extra = (auth.extra ?? {}) as { iss?: unknown; sub?: unknown };
  const subject = typeof extra.sub === 'string' ? extra.sub : auth.clientId;
  // JSON, so no issuer, subject or client id can contain a separator that makes two principals one.
  return typeof extra.iss === 'string' ? `token:${JSON.stringify([extra.iss, subject, auth.clientId])}` : `client:${auth.clientId}`;
}

/** Whose budget a request's tasks count against. */
export function budgetOf(ctx: ServerContext, callerKey: CallerKeyOf = noCallerKey): string {
  return callerKey(ctx.http?.req);
}
