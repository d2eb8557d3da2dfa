/**
 * Who a task belongs to. A token names an issuer, a subject and the client it was issued to (the
 * `client_id` claim, or `azp`; AuthInfo.clientId): all three make the principal, because the built-in
 * demo issuer gives every user the same subject, so without the client two demo clients would be one
 * principal and could read and cancel each other's tasks. The key door's guard names the key holder;
 * the open door names nobody, so there the task id alone is the capability (it is unguessable: see
 * task-id.ts). Different principals never see each other's tasks.
 */
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

export const OPEN_PRINCIPAL = 'open';

export function principalOf(ctx: ServerContext): string {
  return principalOfAuth(ctx.http?.authInfo);
}

/** The same, from what a door's guard admitted (a subscriptions/listen stream is served outside McpServer). */
export function principalOfAuth(auth: AuthInfo | undefined): string {
  if (!auth) return OPEN_PRINCIPAL;
  const extra = (auth.extra ?? {}) as { iss?: unknown; sub?: unknown };
  const subject = typeof extra.sub === 'string' ? extra.sub : auth.clientId;
  // JSON, so no issuer, subject or client id can contain a separator that makes two principals one.
  return typeof extra.iss === 'string' ? `token:${JSON.stringify([extra.iss, subject, auth.clientId])}` : `client:${auth.clientId}`;
}
