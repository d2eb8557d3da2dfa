/**
 * Reads the stdio session recorded at build time (scripts/record-stdio.ts). Server only. A missing
 * file is reported to the page with the command that makes it, never papered over with a fake.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STDIO_TRANSCRIPT_FILE, type StdioTranscript } from './stdio-transcript';

export type StdioTranscriptResult = { ok: true; transcript: StdioTranscript } | { ok: false; problem: string };

export function readStdioTranscript(): StdioTranscriptResult {
  try {
    // A literal path under data/, so the bundler traces exactly this file (the page is static anyway).
    const transcript = JSON.parse(readFileSync(join(process.cwd(), 'data', 'stdio-transcript.json'), 'utf8')) as StdioTranscript;
    return { ok: true, transcript };
  } catch {
    return { ok: false, problem: `No stdio transcript at ${STDIO_TRANSCRIPT_FILE}: run \`npm run record-stdio\` (it runs before every build).` };
  }
}
