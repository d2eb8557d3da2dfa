/**
 * A door's guard decides who may in, before any MCP work. It answers with the caller's
 * validated identity, or with the refusal response to send as it is. A guard that had to read
 * the body (per-tool scopes on a 2025-era request) hands it on as `parsedBody`, so nothing reads twice.
 */
import type { AuthInfo } from '@modelcontextprotocol/server';

export type GuardOutcome = { ok: true; authInfo?: AuthInfo; parsedBody?: unknown } | { ok: false; response: Response };

/**
 * `basePath`: '' on the deployment's own doors; an observation channel's `/o/<channel>` when the door is
 * reached through one (its resource URL, metadata and issuer carry that prefix of the configured origin).
 */
export type Guard = (req: Request, basePath?: string) => Promise<GuardOutcome>;

/** The open door: everyone in, no identity. */
export const openGuard: Guard = async () => ({ ok: true });
