/**
 * Copy as curl: a shell command that sends the same request again. Secret headers are replaced by a
 * shell variable ($MCP_TOKEN) so the copied text can be pasted anywhere without leaking the token,
 * and still reproduces the call once the variable is set.
 *
 * What is copied may come from anyone who can reach an observation channel, and a pasted command
 * meets a terminal before it meets a shell: a raw ^C there discards the line so far, and the rest
 * (`echo PWNED > f` after a newline) runs on its own. So no control, bidi or invisible character
 * ever reaches the clipboard raw: such text is written as a bash/zsh `$'…'` string of escapes.
 */
import { isSecretHeader } from './mask';
import type { WireRequest } from './types';

export const TOKEN_VARIABLE = 'MCP_TOKEN';

/**
 * C0 and C1 controls, DEL, and the characters that reorder or hide text on screen (bidi embeddings,
 * overrides and isolates, zero-width marks, line/paragraph separators, the BOM).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

const NAMED: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/** The UTF-8 bytes as `\xHH`: byte-exact whatever the shell's locale (a `\u` escape depends on it). */
function escapeChar(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  return [...new TextEncoder().encode(c)].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
}

/**
 * Quoted for bash and zsh: POSIX single quotes when the text is all printable (any sh then reads it
 * byte for byte), else `$'…'` with every backslash, quote and unsafe character escaped.
 */
export function shellQuote(s: string): string {
  if (!UNSAFE.test(s)) return `'${s.replace(/'/g, `'\\''`)}'`;
  return `$'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(UNSAFE_ALL, escapeChar)}'`;
}

/** A header name the shell reads literally inside double quotes (no `$`, backtick, quote or backslash). */
const PLAIN_NAME = /^[A-Za-z0-9-]+$/;

function secretArgument(name: string, value: string): string {
  const scheme = /^(bearer|basic|dpop)\s/i.exec(value)?.[1];
  const head = `${name}: ${scheme ? `${scheme} ` : ''}`;
  // Double quotes so the shell expands the variable; any other name is quoted apart from it.
  return PLAIN_NAME.test(name) ? `"${head}$${TOKEN_VARIABLE}"` : `${shellQuote(head)}"$${TOKEN_VARIABLE}"`;
}

export interface CurlOptions {
  /** Put the real secret in the command instead of $MCP_TOKEN (off by default). */
  revealSecrets?: boolean;
}

export function toCurl(request: WireRequest, opts: CurlOptions = {}): string {
  const method = /^[A-Z]+$/.test(request.method) ? request.method : shellQuote(request.method);
  const lines = [`curl -sS -N -X ${method} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    lines.push(`  -H ${isSecretHeader(name) && !opts.revealSecrets ? secretArgument(name, value) : shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}
