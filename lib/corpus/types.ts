/** The corpus as the rest of the app sees it: typed, normalised records. Knows nothing of MCP or HTTP. */

export const PROMPT_KINDS = ['text', 'structured', 'image'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/** A `${name}` or `${name:default}` placeholder a prompt body declares. */
export interface PromptVariable {
  name: string;
  /** Present only when the body gives `${name:default}`. */
  default?: string;
}

export interface PromptRecord {
  /** Stable, unique, URL-safe: a slug of the title, suffixed with -2, -3... where titles repeat (in CSV order). */
  id: string;
  title: string;
  body: string;
  kind: PromptKind;
  forDevs: boolean;
  contributor: string;
  /** Distinct variables in order of first appearance. */
  variables: PromptVariable[];
  /** Body length in characters (UTF-16 code units, as JS counts). */
  length: number;
}

/** Per prompt, what WordNet says its title means: made at build time (lab/search/build/glosses.ts), indexed as the third BM25 field. */
export interface Glosses {
  /** The WordNet package they come from (package@version). */
  source: string;
  /** Per prompt, in corpus order. */
  texts: readonly string[];
}
