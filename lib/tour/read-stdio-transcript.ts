/**
 * Reads the stdio session recorded at build time (scripts/record-stdio.ts). Server only. A missing
 * file is reported to the page with the command that makes it, never papered over with a fake.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STDIO_TRANSCRIPT_FILE, type StdioTranscript } from './stdio-transcript';

export type StdioTranscriptResult = { ok: true; transcript: StdioTranscript } | { ok: false; problem: string };

export function readStdioTranscript(root = process.cwd()): StdioTranscriptResult {
  try {
    const transcript = JSON.parse(readFileSync(resolve(root, STDIO_TRANSCRIPT_FILE), 'utf8')) as StdioTranscript;
    return { ok: true, transcript };
  } catch {
    return { ok: false, problem: `No stdio transcript at ${STDIO_TRANSCRIPT_FILE}: run \`npm run record-stdio\` (it runs before every build).` };
  }
}
