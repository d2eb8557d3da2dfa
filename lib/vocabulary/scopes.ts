/**
 * The scopes this resource understands. `prompts:read` opens every tool that reads; a tool that
 * spends the caller's model asks for `prompts:refine` as well. Which tool needs which is declared by
 * each tool (lib/mcp/tools) and learnt by a client from the 403's `scope` parameter.
 */
export const SCOPE_READ = 'prompts:read';
export const SCOPE_REFINE = 'prompts:refine';
export const SCOPES = [SCOPE_READ, SCOPE_REFINE] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * Not a scope of this resource but of the issuer (OpenID's `offline_access`, which OAuth 2.1 clients reuse):
 * asking for it asks for a refresh token. The issuer offers it; protected-resource metadata does not list it,
 * and access tokens never carry it.
 */
export const SCOPE_OFFLINE = 'offline_access';
/** What the built-in issuer grants: the resource's scopes, and a refresh token on request. */
export const ISSUER_SCOPES = [...SCOPES, SCOPE_OFFLINE] as const;
export type IssuerScope = (typeof ISSUER_SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<IssuerScope, string> = {
  [SCOPE_READ]: 'Search and read the prompts, their statistics and analyses.',
  [SCOPE_REFINE]: 'Let refine_prompt ask your model to rewrite a prompt (it spends your model’s tokens).',
  [SCOPE_OFFLINE]: 'Stay signed in: the client gets a refresh token and can fetch new short-lived access tokens without asking you again.',
};

export function parseScope(scope: string | undefined | null): string[] {
  return [...new Set((scope ?? '').split(/\s+/).filter(Boolean))];
}

/** The resource's scopes in a grant (what its access tokens carry): the grant without offline_access. */
export function resourceScopes(scope: string | undefined | null): string {
  return parseScope(scope)
    .filter((s) => s !== SCOPE_OFFLINE)
    .join(' ');
}
