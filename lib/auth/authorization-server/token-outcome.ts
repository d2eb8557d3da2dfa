/** What the token endpoint answers, for every grant: a status and an RFC 6749 §5 body. */
import type { IssuerCheckId } from '../../vocabulary';

export type TokenOutcome = { status: number; body: Record<string, unknown> };

/** Every refusal names its check (`check`, from the shared vocabulary) beside RFC 6749's error code. */
export const fail = (status: number, error: string, description: string, check: IssuerCheckId): TokenOutcome => ({
  status,
  body: { error, error_description: description, check },
});
