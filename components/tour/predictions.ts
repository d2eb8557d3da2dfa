/**
 * Predict, then reveal: per chapter (by its anchor), a question about what the server will answer, the
 * choices, and the request that settles it. `send` makes the real exchange through the tap it is given
 * and says which choice came true, read off the answer (never decided in advance).
 */
import { knock, withClient } from './useLiveRun';
import type { TapFetch } from '@/lib/browser/tap';
import { mintLabTokens } from '@/lib/jwt/issuer';
import { type Question, QUESTIONS } from '@/content/tour/questions';
import { DOOR } from '@/lib/vocabulary';
import { exchangeFrames, pairFrames, parseWwwAuthenticate, type TranscriptEntry } from '@/lib/wire';

export interface Prediction extends Question {
  /** What the reader is about to send, in a line. */
  sends: string;
  /** Sends it; returns the choice that came true and the exchange that shows it. */
  send: (fetch: TapFetch, entries: () => readonly TranscriptEntry[]) => Promise<{ came: string; fact: string }>;
}

const origin = () => window.location.origin;

async function statusOf(fetch: TapFetch, path: string, init: RequestInit): Promise<number> {
  const res = await fetch(new URL(path, origin()), init);
  await res.body?.cancel().catch(() => undefined);
  return res.status;
}

const byStatus = (status: number) => ({ came: String(status), fact: `The server answered HTTP ${status}.` });

export const PREDICTIONS: Readonly<Record<string, Prediction>> = {
  'json-rpc': {
    ...QUESTIONS['json-rpc'],
    sends: 'tools/call search_prompts over the open door',
    send: async (fetch, entries) => {
      await withClient({ fetch }, (client) => client.callTool({ name: 'search_prompts', arguments: { query: 'haiku', limit: 1 } }));
      const call = entries().find((e) => e.method === 'tools/call');
      const pair = call ? pairFrames(exchangeFrames(call.exchange)).pairs[0] : undefined;
      const sent = pair?.request.id;
      const got = pair?.response?.id;
      const came = got === undefined ? 'none' : got === sent ? 'same' : typeof sent === 'number' && got === sent + 1 ? 'next' : 'other';
      return { came, fact: `Request id ${JSON.stringify(sent)} was answered by id ${JSON.stringify(got)}.` };
    },
  },
  stateless: {
    ...QUESTIONS.stateless,
    sends: `GET ${DOOR.open.path} (Accept: text/event-stream)`,
    send: async (fetch) => byStatus(await statusOf(fetch, DOOR.open.path, { method: 'GET', headers: { accept: 'text/event-stream' } })),
  },
  lock: {
    ...QUESTIONS.lock,
    sends: `an MCP request to ${DOOR.oauth.path}, no Authorization header`,
    send: async (fetch, entries) => {
      await knock({ fetch, path: DOOR.oauth.path });
      const response = entries().find((e) => e.exchange.request.url.includes(DOOR.oauth.path))?.exchange.response;
      if (response === undefined) return { came: 'none', fact: 'No answer arrived.' };
      const challenge = response.headers.find(([k]) => k === 'www-authenticate')?.[1];
      return challenge
        ? { came: String(response.status), fact: `The server answered HTTP ${response.status}, WWW-Authenticate: ${challenge}.` }
        : byStatus(response.status);
    },
  },
  'confused-deputy': {
    ...QUESTIONS['confused-deputy'],
    sends: `the lab’s wrong-audience token to ${DOOR.oauth.path}`,
    send: async (fetch, entries) => {
      const { tokens } = await mintLabTokens(fetch, DOOR.oauth.path);
      const token = tokens.find((t) => t.kind === 'wrong-audience')?.token ?? '';
      await knock({ fetch, path: DOOR.oauth.path, headers: { Authorization: `Bearer ${token}` } });
      const response = entries().find((e) => e.exchange.request.url.includes(DOOR.oauth.path) && e.exchange.request.method === 'POST')?.exchange.response;
      if (response === undefined) return { came: 'none', fact: 'No answer arrived.' };
      const header = response.headers.find(([k]) => k === 'www-authenticate')?.[1];
      const error = header ? parseWwwAuthenticate(header)[0]?.params.error : undefined;
      return error ? { came: String(response.status), fact: `The server answered HTTP ${response.status}, error="${error}".` } : byStatus(response.status);
    },
  },
};
