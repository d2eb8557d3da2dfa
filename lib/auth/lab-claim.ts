/**
 * Every lab token carries this claim inside its signed payload. The resource server refuses any
 * token that has it, after all the ordinary checks: so each lab token still fails for the reason it
 * teaches, and none can ever get in, whatever the configuration (tolerances, audience, issuer).
 */
export const LAB_CLAIM = 'https://prompts-observatory.dev/lab';
