/**
 * A door's refusal of a credential: the OAuth error code (RFC 6750), the prose for people, and the
 * stable id of the check that failed, for programs (the pages map the id; they never parse prose).
 */
import 'server-only';
import { OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import type { CheckId } from '../../vocabulary';

export class Refusal extends OAuthError {
  constructor(
    code: OAuthErrorCode,
    description: string,
    readonly check: CheckId,
  ) {
    super(code, description);
  }
}

/** 401 invalid_token for a credential that failed `check`. */
export const invalidToken = (check: CheckId, description: string) => new Refusal(OAuthErrorCode.InvalidToken, description, check);

/** 403 insufficient_scope: a good token without a scope the call needs. */
export const insufficientScope = (description: string) => new Refusal(OAuthErrorCode.InsufficientScope, description, 'scope');
