/**
 * completion/complete: prompt arguments (defaults, and values seen for the same variable name
 * across the corpus) and prompt ids for the prompts://prompt/{id} template.
 */
import type { CompleteRequest, CompleteResult, Server } from '@modelcontextprotocol/server';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { type Corpus, suggestIds, variableValueIndex } from '../corpus';
import { inRequestSpan, type RequestSite } from './meter';
import { promptCatalog } from './prompts';
import { PROMPT_TEMPLATE_URI } from './resources';

/** The spec caps one completion page at 100 values. */
const MAX_VALUES = 100;

const valueIndexes = new WeakMap<Corpus, Map<string, string[]>>();

function valuesFor(corpus: Corpus, name: string): string[] {
  let index = valueIndexes.get(corpus);
  if (!index) {
    index = variableValueIndex(corpus.records);
    valueIndexes.set(corpus, index);
  }
  return index.get(name) ?? [];
}

function page(values: string[]): CompleteResult {
  return { completion: { values: values.slice(0, MAX_VALUES), total: values.length, hasMore: values.length > MAX_VALUES } };
}

/** completion/complete, in its request's span (./meter.ts). */
export function registerCompletion(server: Server, corpus: Corpus, site: RequestSite): void {
  server.registerCapabilities({ completions: {} });
  server.setRequestHandler('completion/complete', (request) => inRequestSpan('completion/complete', request.params, site, async () => complete(request)));

  function complete(request: CompleteRequest): CompleteResult {
    const { ref, argument } = request.params;
    const typed = argument.value.toLowerCase();
    if (ref.type === 'ref/resource') {
      if (ref.uri !== PROMPT_TEMPLATE_URI || argument.name !== 'id') return page([]);
      // Every match (at most the corpus size), so `total` is the real count, not the page's.
      return page(suggestIds(corpus, argument.value, corpus.count));
    }
    if (ref.type === 'ref/prompt') {
      const prompt = promptCatalog(corpus).byName.get(ref.name);
      if (!prompt) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt "${ref.name}": list names with prompts/list.`);
      const variable = prompt.variables.find((v) => v.name === argument.name);
      if (!variable) {
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt "${ref.name}" has no argument "${argument.name}".`);
      }
      const own = variable.default !== undefined ? [variable.default] : [];
      const candidates = [...new Set([...own, ...valuesFor(corpus, variable.name)])];
      return page(candidates.filter((v) => v.toLowerCase().startsWith(typed)));
    }
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'completion/complete needs a ref of type ref/prompt or ref/resource.');
  }
}
