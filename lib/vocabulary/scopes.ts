/**
 * The scopes this resource understands. `prompts:read` opens every tool that reads; a tool that
 * spends the caller's model asks for `prompts:refine` as well. Which tool needs which is declared by
 * each tool (lib/mcp/tools) and learnt by a client from the 403's `scope` parameter.
 */
export const SCOPE_READ = 'prompts:read';
export const SCOPE_REFINE = 'prompts:refine';
export const SCOPES = [SCOPE_READ, SCOPE_REFINE] as const;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  [SCOPE_READ]: 'Search and read the prompts, their statistics and analyses.',
  [SCOPE_REFINE]: 'Let refine_prompt ask your model to rewrite a prompt (it spends your model’s tokens).',
};

export function parseScope(scope: string | undefined | null): string[] {
  return [...new Set((scope ?? '').split(/\s+/).filter(Boolean))];
}
