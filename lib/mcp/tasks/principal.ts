/**
 * Who a task belongs to. The OAuth door's token names an issuer and a subject; the key door's
 * guard names the key holder; the open door names nobody, so there the task id alone is the
 * capability (it is unguessable: see task-id.ts). Different principals never see each other's tasks.
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
  return typeof extra.iss === 'string' ? `token:${extra.iss}#${subject}` : `client:${auth.clientId}`;
}
