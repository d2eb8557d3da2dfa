/**
 * The shape of the recorded stdio transcript (data/stdio-transcript.json), shared by the script that
 * records it and the chapter that shows it. Plain data: each line is one JSON-RPC message as it
 * crossed the pipe, in order.
 */
export interface StdioLine {
  /** stdin: client → server; stdout: server → client. */
  stream: 'stdin' | 'stdout';
  /** ms after the server process was spawned. */
  atMs: number;
  message: unknown;
}

export interface StdioTranscript {
  recordedAt: string;
  command: string;
  protocolVersion: string;
  /** The call both doors answer, so the chapter can make the same call over HTTP. */
  call: { name: string; arguments: Record<string, unknown> };
  lines: StdioLine[];
}

/** The one call the json-rpc and two-doors chapters make, over HTTP live and over stdio at build time. */
export const SHOWCASE_CALL = { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 } } as const;

export const STDIO_TRANSCRIPT_FILE = 'data/stdio-transcript.json';
