/**
 * MCP prompts: every corpus prompt that declares ${variables} is an MCP prompt named by its id,
 * its variables the arguments. Served by hand-written handlers rather than 412 registerPrompt calls,
 * so a per-request server costs nothing here and prompts/list can paginate.
 */
import type { GetPromptResult, ListPromptsResult, Prompt, Server } from '@modelcontextprotocol/server';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { Corpus, PromptRecord } from '../corpus';
import { decodeCursor, encodeCursor } from './cursor';
import { inRequestSpan, type RequestSite } from './meter';

export const PROMPTS_PAGE_SIZE = 50;
/**
 * Prompt arguments are bounded (UTF-8 bytes, names and values): a value fills every place its variable
 * appears (up to 50 in one corpus prompt), so an unbounded one multiplies into the answer.
 */
export const PROMPT_ARGUMENT_MAX_BYTES = 8 * 1024;
export const PROMPT_ARGUMENTS_MAX_BYTES = 32 * 1024;

interface PromptCatalog {
  /** The listing entries, built once per corpus. */
  entries: Prompt[];
  byName: Map<string, PromptRecord>;
}

const catalogs = new WeakMap<Corpus, PromptCatalog>();

export function promptCatalog(corpus: Corpus): PromptCatalog {
  let catalog = catalogs.get(corpus);
  if (!catalog) {
    const withVars = corpus.records.filter((r) => r.variables.length > 0);
    catalog = {
      entries: withVars.map((r) => ({
        name: r.id,
        title: r.title,
        description: `${r.kind} prompt by ${r.contributor}: ${r.body.slice(0, 120).replace(/\s+/g, ' ')}…`,
        arguments: r.variables.map((v) => ({
          name: v.name,
          description: v.default !== undefined ? `Defaults to "${v.default}".` : `Fills \${${v.name}} in the prompt.`,
          required: v.default === undefined,
        })),
      })),
      byName: new Map(withVars.map((r) => [r.id, r])),
    };
    catalogs.set(corpus, catalog);
  }
  return catalog;
}

/** Why the arguments are refused for their size, naming the limit; undefined when within it. */
export function argumentsOverLimit(args: Record<string, string>): string | undefined {
  let total = 0;
  for (const [key, value] of Object.entries(args)) {
    const bytes = Buffer.byteLength(String(value));
    if (bytes > PROMPT_ARGUMENT_MAX_BYTES) {
      return `the argument "${key.slice(0, 64)}" is ${bytes} bytes; each argument may be at most ${PROMPT_ARGUMENT_MAX_BYTES} bytes (UTF-8).`;
    }
    total += bytes + Buffer.byteLength(key);
    if (total > PROMPT_ARGUMENTS_MAX_BYTES) {
      return `the arguments come to more than ${PROMPT_ARGUMENTS_MAX_BYTES} bytes; all arguments together (names and values, UTF-8) may be at most ${PROMPT_ARGUMENTS_MAX_BYTES} bytes.`;
    }
  }
  return undefined;
}

/** Replaces each ${name} / ${name:default} with the given value, else its default. */
export function fillVariables(body: string, values: Record<string, string>): string {
  return body.replace(/\$\{([^}:]+)(?::([^}]*))?\}/g, (whole, name: string, def: string | undefined) => {
    const key = name.trim();
    if (Object.hasOwn(values, key)) return values[key];
    return def ?? whole;
  });
}

/** prompts/list and prompts/get, each in its request's span (./meter.ts). */
export function registerPromptHandlers(server: Server, corpus: Corpus, site: RequestSite): void {
  const catalog = promptCatalog(corpus);
  server.registerCapabilities({ prompts: { listChanged: false } });

  server.setRequestHandler('prompts/list', (request) => inRequestSpan('prompts/list', request.params, site, async () => listPrompts(request.params?.cursor)));
  server.setRequestHandler('prompts/get', (request) => inRequestSpan('prompts/get', request.params, site, async () => getPrompt(request.params)));

  function listPrompts(cursor: string | undefined): ListPromptsResult {
    const offset = cursor === undefined ? 0 : decodeCursor(cursor, 'prompts/list');
    if (offset === undefined) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid cursor "${cursor}": pass a nextCursor from an earlier prompts/list, or none.`);
    }
    const page = catalog.entries.slice(offset, offset + PROMPTS_PAGE_SIZE);
    const next = offset + page.length;
    return { prompts: page, ...(next < catalog.entries.length ? { nextCursor: encodeCursor(next, 'prompts/list') } : {}) };
  }

  function getPrompt({ name, arguments: args = {} }: { name: string; arguments?: Record<string, string> }): GetPromptResult {
    const prompt = catalog.byName.get(name);
    if (!prompt) {
      const hint = corpus.byId.has(name) ? `it declares no variables; read prompts://prompt/${name} instead` : 'list names with prompts/list';
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt "${name}": ${hint}.`);
    }
    const oversize = argumentsOverLimit(args);
    if (oversize) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt "${name}": ${oversize}`);
    const missing = prompt.variables.filter((v) => v.default === undefined && !(v.name in args)).map((v) => v.name);
    if (missing.length > 0) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt "${name}" needs the argument${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
    }
    return {
      description: prompt.title,
      messages: [{ role: 'user', content: { type: 'text', text: fillVariables(prompt.body, args) } }],
    };
  }
}
