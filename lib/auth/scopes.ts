/**
 * The scopes this resource understands. `prompts:read` opens every tool that reads;
 * `refine_prompt` spends the caller's model, so it asks for `prompts:refine` as well.
 */
export const SCOPE_READ = 'prompts:read';
export const SCOPE_REFINE = 'prompts:refine';
export const SCOPES_SUPPORTED = [SCOPE_READ, SCOPE_REFINE] as const;

export const SCOPE_DESCRIPTIONS: Record<(typeof SCOPES_SUPPORTED)[number], string> = {
  [SCOPE_READ]: 'Search and read the 1,381 prompts, their statistics and analyses.',
  [SCOPE_REFINE]: 'Let refine_prompt ask your model to rewrite a prompt (it spends your model’s tokens).',
};

/** Scopes a tool needs beyond `prompts:read`. Tools not listed need only `prompts:read`. */
export const EXTRA_TOOL_SCOPES: Readonly<Record<string, readonly string[]>> = {
  refine_prompt: [SCOPE_REFINE],
};

export function parseScope(scope: string | undefined | null): string[] {
  return [...new Set((scope ?? '').split(/\s+/).filter(Boolean))];
}
