/**
 * Copy as curl, pasted: a recorded body `x\x03\necho PWNED > f\n`, copied from a
 * channel's feed and pasted into bash, ran the `echo` (the terminal turns ^C into "discard the line",
 * and the next line runs on its own). Replayed through a real pseudo-terminal into an interactive
 * bash, with `curl` a shell function that writes down the arguments it was given.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shellQuote, toCurl } from '../../lib/wire/curl';
import type { WireRequest } from '../../lib/wire/types';

const ATTACK = 'x\x03\necho PWNED > f\n';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A scratch directory with an rc file that makes `curl` record its arguments, NUL-separated, in `args`. */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'curl-paste-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'rc'), `PS1='$ '\ncd ${shellQuote(dir)}\ncurl() { printf '%s\\0' "$@" > args; }\n`);
  return dir;
}

function recordedArgs(dir: string): string[] {
  return readFileSync(join(dir, 'args'), 'utf8').split('\0').slice(0, -1);
}

/** Types `text` into an interactive bash on a pseudo-terminal (util-linux `script`), as a paste would. */
function pasteIntoBash(dir: string, text: string): void {
  const run = spawnSync('script', ['-qfc', `bash --noprofile --rcfile ${shellQuote(join(dir, 'rc'))} -i`, '/dev/null'], {
    input: `${text}\nexit\n`,
    // A paste that leaves a quote open waits for more input: cut it off, then judge what ran.
    timeout: 5_000,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, TERM: 'dumb', LANG: 'C.UTF-8', NODE_ENV: 'test' },
  });
  if (run.error && (run.error as NodeJS.ErrnoException).code !== 'ETIMEDOUT') throw run.error;
}

const request = (body: string, headers: WireRequest['headers'] = []): WireRequest => ({
  method: 'POST',
  url: 'http://localhost:3000/o/ch/api/mcp',
  headers: [['content-type', 'application/json'], ...headers],
  body,
});

describe('copy as curl never runs a second command', () => {
  it('pasting the copied command into an interactive bash runs curl alone, with the body byte for byte', () => {
    const dir = scratch();
    pasteIntoBash(dir, toCurl(request(ATTACK)));
    expect(existsSync(join(dir, 'f')), 'the pasted command ran `echo PWNED > f`').toBe(false);
    const args = recordedArgs(dir);
    expect(args.at(-2)).toBe('--data-raw');
    expect(args.at(-1)).toBe(ATTACK);
  });

  it('quotes every control, bidi and invisible character so bash gives the bytes back exactly', () => {
    const nasty = [
      ATTACK,
      Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join(''),
      `del\x7f c1\u0085\u009b[31m`,
      'bidi \u202eevil\u202c \u2066iso\u2069 \u200bzero\u200f \u2028line\u2029 \ufeffbom \u061c',
      `it's $HOME \`id\` "q" \\ \\x41 $'x' !! é 🦀`,
      '\r\nnewline\r',
    ];
    const dir = scratch();
    const script = `. ./rc\n${nasty.map((s) => `curl ${shellQuote(s)}; cat args >> all`).join('\n')}\n`;
    writeFileSync(join(dir, 'run.sh'), script);
    const syntax = spawnSync('bash', ['-n', join(dir, 'run.sh')]);
    expect(syntax.status, syntax.stderr.toString()).toBe(0);
    const run = spawnSync('bash', ['--noprofile', '--norc', join(dir, 'run.sh')], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', LANG: 'C', NODE_ENV: 'test' },
    });
    expect(run.status, run.stderr.toString()).toBe(0);
    expect(readFileSync(join(dir, 'all'), 'utf8').split('\0').slice(0, -1)).toEqual(nasty);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none is left raw.
    for (const s of nasty) expect(shellQuote(s)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  it('a header name from the wire cannot reach the shell: a `…-token` name with backticks stays text', () => {
    const dir = scratch();
    const cmd = toCurl(
      request('{}', [
        ['`touch f`-token', 'Bearer abc'],
        ['x-note', 'a\x03\ntouch f'],
      ]),
    );
    pasteIntoBash(dir, cmd);
    expect(existsSync(join(dir, 'f'))).toBe(false);
    expect(recordedArgs(dir)).toContain('`touch f`-token: Bearer ');
    expect(cmd).toContain('"$MCP_TOKEN"');
  });
});
