/**
 * shiki, fine-grained: the core, the JavaScript regex engine (no WASM), the JSON grammar and one
 * theme — loaded on first use, once per page, so no page downloads the whole of shiki.
 */
import type { HighlighterCore, ThemedToken } from 'shiki/core';

export const THEME = 'github-light';
let loading: Promise<HighlighterCore> | undefined;

export function loadHighlighter(): Promise<HighlighterCore> {
  loading ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, json, theme] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
      import('shiki/langs/json.mjs'),
      import('shiki/themes/github-light.mjs'),
    ]);
    return createHighlighterCore({ langs: [json.default], themes: [theme.default], engine: createJavaScriptRegexEngine() });
  })();
  return loading;
}

export function tokenize(highlighter: HighlighterCore, code: string): ThemedToken[][] {
  return highlighter.codeToTokensBase(code, { lang: 'json', theme: THEME });
}
