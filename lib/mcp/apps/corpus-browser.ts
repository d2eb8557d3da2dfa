/**
 * The corpus browser, this server's MCP App: its `ui://` resource (the HTML, its CSP in `_meta.ui`) and the
 * `_meta.ui` that links a tool to it. What a host that did not negotiate Apps sees is decided in ./index.ts.
 */
import type { McpUiResourceMeta } from '@modelcontextprotocol/ext-apps';
import { RESOURCE_URI_META_KEY, registerAppResource } from '@modelcontextprotocol/ext-apps/server';
import { type McpServer, ResourceNotFoundError, type ServerContext } from '@modelcontextprotocol/server';
import { APP_RESOURCE_MIME_TYPE } from '../../vocabulary';
import { CORPUS_BROWSER_HTML } from './corpus-browser-html';

export const CORPUS_BROWSER_URI = 'ui://prompts-observatory/corpus-browser.html';

/**
 * The app loads nothing and connects nowhere: every byte is in the HTML and every call goes through the
 * host. Empty lists say so to a host that builds the sandbox's CSP from them (the spec's default).
 */
export const CORPUS_BROWSER_UI_META: McpUiResourceMeta = { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true };

/** `_meta` for a tool the app is linked from (the deprecated flat key too, as ext-apps' registerAppTool writes it). */
export function linkedToolMeta(visibility?: readonly ('model' | 'app')[]) {
  return { ui: { resourceUri: CORPUS_BROWSER_URI, ...(visibility ? { visibility: [...visibility] } : {}) }, [RESOURCE_URI_META_KEY]: CORPUS_BROWSER_URI };
}

export function registerCorpusBrowser(server: McpServer, negotiated: (ctx: ServerContext) => boolean): void {
  registerAppResource(
    server,
    'corpus-browser',
    CORPUS_BROWSER_URI,
    {
      title: 'Corpus browser',
      description: 'An MCP App: search the prompts, open one, fill its ${variables} and send it to the conversation.',
      mimeType: APP_RESOURCE_MIME_TYPE,
      _meta: { ui: CORPUS_BROWSER_UI_META },
    },
    async (uri, ctx) => {
      // A host without Apps is answered as before the app existed.
      if (!negotiated(ctx)) throw new ResourceNotFoundError(uri.href);
      return { contents: [{ uri: uri.href, mimeType: APP_RESOURCE_MIME_TYPE, text: CORPUS_BROWSER_HTML, _meta: { ui: CORPUS_BROWSER_UI_META } }] };
    },
  );
}
