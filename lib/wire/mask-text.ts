/**
 * Finding credentials in free text, each scan linear in the text's length, whatever the caller sent:
 * the text is cut into runs with patterns that never backtrack (a character class, greedy, nothing
 * after it), and each run is then looked at by hand. A pattern that must retry from every start
 * (`eyJ[…]{8,}(\.…)+` rescanning a run of `eyJeyJ…`) or choose between overlapping repeats
 * (`(&x=\S*)*`) stalls a server for seconds on a few bytes; none is used here.
 */

const SHOWN = 4;
const SCHEMES = new Set(['bearer', 'basic', 'dpop', 'token']);

/** What a deployment secret is replaced by (see replaceSecrets); kept as is when met again. */
const PLACEHOLDER = /^\[[A-Za-z][A-Za-z0-9_ ]{0,40}\]$/;

/** "Bearer eyJhbGciOi…" → "Bearer eyJh…Xk9w (812 chars)"; short secrets are hidden entirely. */
export function maskSecret(value: string): string {
  const t = value.trim();
  const gap = t.search(/\s/);
  const head = gap > 0 ? t.slice(0, gap) : '';
  const [scheme, secret] = head && SCHEMES.has(head.toLowerCase()) ? [`${head} `, t.slice(gap).trimStart()] : ['', value];
  if (PLACEHOLDER.test(secret)) return `${scheme}${secret}`;
  if (secret.length <= SHOWN * 3) return `${scheme}${'•'.repeat(8)}`;
  return `${scheme}${secret.slice(0, SHOWN)}…${secret.slice(-SHOWN)} (${secret.length} chars)`;
}

/** Runs of base64url characters and dots: where a compact JWS/JWE can be (each run found once). */
const JOSE_RUN = /[A-Za-z0-9_.-]{12,}/g;

/** A JWS or JWE in one run: `eyJ` and 8+ more characters, then one to four `.`-separated parts. */
function maskJoseRun(run: string): string {
  const parts = run.split('.');
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const at = i < parts.length - 1 ? part.indexOf('eyJ') : -1;
    if (at < 0 || part.length - at < 11) {
      out += i < parts.length - 1 ? `${part}.` : part;
      continue;
    }
    const last = Math.min(parts.length - 1, i + 4);
    out += part.slice(0, at) + maskSecret([part.slice(at), ...parts.slice(i + 1, last + 1)].join('.'));
    if (last < parts.length - 1) out += '.';
    i = last;
  }
  return out;
}

/** A JWT or JWE anywhere in text (tokens, the issuer's sealed codes and tickets), whatever field holds it. */
export function maskJose(text: string): string {
  if (!text.includes('eyJ')) return text;
  return text.replace(JOSE_RUN, (run) => (run.includes('eyJ') && run.includes('.') ? maskJoseRun(run) : run));
}

const SCHEME_IN_TEXT = /\b(?:bearer|basic|dpop)[ \t]+/gi;
/** token68 (RFC 7235): the credential after the scheme. Sticky, greedy, nothing after: no backtracking. */
const TOKEN68 = /[A-Za-z0-9._~+/-]+=*/y;

/** `realm="x"`, `error=invalid_token`: a challenge's parameter, not a credential. */
function isAuthParam(run: string, next: string | undefined): boolean {
  if (!run.endsWith('=') || run.endsWith('==')) return false;
  return next === '"' || next === '\\' || (next !== undefined && /[A-Za-z0-9_]/.test(next));
}

/** A word that follows "Bearer" in prose ("a Bearer token.") is not a credential: a secret is long, or has digits or symbols. */
function looksLikeCredential(run: string): boolean {
  let end = run.length;
  while (end > 0 && run[end - 1] === '.') end--;
  const core = run.slice(0, end);
  return core.length >= 8 && (core.length >= 20 || /[0-9_~+/=-]/.test(core) || core.includes('.'));
}

/** `Bearer <secret>` (or Basic, DPoP) anywhere in text: inside a tool argument, a log line, an error. */
export function maskSchemeCredentials(text: string): string {
  if (!/bearer|basic|dpop/i.test(text)) return text;
  let out = '';
  let from = 0;
  SCHEME_IN_TEXT.lastIndex = 0;
  for (let m = SCHEME_IN_TEXT.exec(text); m; m = SCHEME_IN_TEXT.exec(text)) {
    const start = m.index + m[0].length;
    TOKEN68.lastIndex = start;
    const run = TOKEN68.exec(text)?.[0];
    if (!run || isAuthParam(run, text[start + run.length]) || !looksLikeCredential(run)) continue;
    out += text.slice(from, start) + maskSecret(run);
    from = start + run.length;
    SCHEME_IN_TEXT.lastIndex = from;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Runs of token characters: where a provider's key with a known prefix can be. Greedy, nothing after:
 * a run shorter than 16 is retried from each of its at most 15 positions, so the scan stays linear.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]{16,}/g;
/** Prefixes that only keys carry: GitHub, OpenAI/Anthropic/Stripe-style `sk-`/`sk_`, AWS access key ids, Slack, GitLab. */
const KEY_PREFIX = /^(?:gh[pousr]_|github_pat_|sk-|sk_|rk_|pk_live_|AKIA|ASIA|xox[abposr]-|glpat-|npm_)/;

/** A provider's key anywhere in text, by its prefix. */
export function maskPrefixedKeys(text: string): string {
  return text.replace(TOKEN_RUN, (run) => (KEY_PREFIX.test(run) ? maskSecret(run) : run));
}

/** How far past `://` an authority is looked for: a host and a user's name and password fit. */
const AUTHORITY_MAX = 512;
const AUTHORITY_END = new Set(['/', '?', '#', ' ', '\t', '\n', '\r', '"', "'", '<', '>', '\\']);

/** `scheme://user:password@host`: the password masked (found by scanning, each character looked at a bounded number of times). */
export function maskUrlPasswords(text: string): string {
  if (!text.includes('://')) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf('://'); at >= 0; at = text.indexOf('://', at + 3)) {
    const start = at + 3;
    if (start < from) continue;
    let end = start;
    let atSign = -1;
    while (end < text.length && end - start < AUTHORITY_MAX && !AUTHORITY_END.has(text[end])) {
      if (text[end] === '@') atSign = end;
      end++;
    }
    if (atSign < 0) continue;
    const inUser = text.slice(start, atSign).indexOf(':');
    const colon = inUser < 0 ? -1 : start + inUser;
    if (colon < 0 || colon + 1 === atSign) continue;
    out += text.slice(from, colon + 1) + maskSecret(text.slice(colon + 1, atSign));
    from = atSign;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A PEM private key (`-----BEGIN … PRIVATE KEY-----` to its END line): replaced whole, found with indexOf. */
export function maskPemKeys(text: string): string {
  if (!text.includes('-----BEGIN ')) return text;
  let out = '';
  let from = 0;
  for (let begin = text.indexOf('-----BEGIN '); begin >= 0; begin = text.indexOf('-----BEGIN ', begin + 11)) {
    if (begin < from) continue;
    const labelEnd = text.indexOf('-----', begin + 11);
    if (labelEnd < 0) break;
    const label = text.slice(begin + 11, labelEnd);
    if (!label.includes('PRIVATE KEY') || label.length > 64) continue;
    const endAt = text.indexOf('-----END ', labelEnd + 5);
    const close = endAt < 0 ? -1 : text.indexOf('-----', endAt + 9);
    const stop = close < 0 ? text.length : close + 5;
    out += `${text.slice(from, begin)}[${label} masked, ${stop - begin} chars]`;
    from = stop;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** What masks free text: JOSE by shape, scheme credentials, keys by their prefix, URL passwords, PEM private keys. */
export function maskFreeText(text: string): string {
  return maskPemKeys(maskUrlPasswords(maskPrefixedKeys(maskSchemeCredentials(maskJose(text)))));
}

/** A secret this deployment holds (its key, its signing secret), and the label an observer sees instead. */
export interface DeploymentSecret {
  value: string;
  /** e.g. "MCP_API_KEY": shown as `[MCP_API_KEY]`. */
  label: string;
}

/** Shorter values could be ordinary words; every secret the deployment takes is 24+ characters. */
const MIN_SECRET = 8;

/** The secret's UTF-8 bytes as base64, base64url (unpadded) and hex, both cases: how a client may have encoded it. */
function encodedForms(value: string): string[] {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const base64 = btoa(binary);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return [base64, base64.replace(/=+$/, ''), base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), hex, hex.toUpperCase()];
}

/** Each secret as it may appear: raw, percent-encoded (a form, a query), JSON-escaped, base64 (standard and URL-safe) or hex. */
export function secretForms(secrets: readonly DeploymentSecret[]): ReadonlyArray<readonly [string, string]> {
  const forms: Array<readonly [string, string]> = [];
  for (const { value, label } of secrets) {
    if (value.length < MIN_SECRET) continue;
    for (const form of new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1), ...encodedForms(value)]))
      forms.push([form, `[${label}]`]);
  }
  // Longest first, so a secret that contains another is replaced whole.
  return forms.sort((a, b) => b[0].length - a[0].length);
}

/** Every occurrence of a deployment secret replaced by its label (split/join: linear, no pattern). */
export function replaceSecrets(text: string, forms: ReadonlyArray<readonly [string, string]>): string {
  let out = text;
  for (const [form, label] of forms) if (out.includes(form)) out = out.split(form).join(label);
  return out;
}

/**
 * `name=value&name=value` with no whitespace: a form body, asked in two linear steps (one pattern with a
 * repeated `(&name=value)*` group backtracks exponentially on `a=&a=&a=… x`).
 */
export function looksLikeForm(text: string): boolean {
  if (text.length === 0 || /\s/.test(text)) return false;
  const amp = text.indexOf('&');
  return /^[\w.~%-]+=/.test(text.slice(0, Math.min(amp < 0 ? text.length : amp, 1024)));
}
