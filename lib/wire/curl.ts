/**
 * Copy as curl: a shell command that sends the same request again. Secret headers are replaced by a
 * shell variable ($MCP_TOKEN) so the copied text can be pasted anywhere without leaking the token,
 * and still reproduces the call once the variable is set.
 */
import { isSecretHeader } from './mask';
import type { WireRequest } from './types';

export const TOKEN_VARIABLE = 'MCP_TOKEN';

/** POSIX single-quoting: safe for any byte sequence. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function secretArgument(name: string, value: string): string {
  const scheme = /^(bearer|basic|dpop)\s+/i.exec(value)?.[1];
  // Double quotes so the shell expands the variable.
  return `"${name}: ${scheme ? `${scheme} ` : ''}$${TOKEN_VARIABLE}"`;
}

export interface CurlOptions {
  /** Put the real secret in the command instead of $MCP_TOKEN (off by default). */
  revealSecrets?: boolean;
}

export function toCurl(request: WireRequest, opts: CurlOptions = {}): string {
  const lines = [`curl -sS -N -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    lines.push(`  -H ${isSecretHeader(name) && !opts.revealSecrets ? secretArgument(name, value) : shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}
