/**
 * Predict, then reveal: per chapter (by its anchor), a question about what the server will answer, the
 * choices, and the request that settles it. `send` makes the real exchange through the tap it is given
 * and says which choice came true, read off the answer (never decided in advance).
 */
import { openClient } from '@/lib/browser/open-client';
import type { TapFetch } from '@/lib/browser/tap';
import { mintLabTokens } from '@/lib/jwt/issuer';
import { DOOR } from '@/lib/vocabulary';
import { exchangeFrames, pairFrames, type TranscriptEntry } from '@/lib/wire';

export interface Prediction {
  question: string;
  choices: readonly { id: string; label: string }[];
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
    question: 'Your client sends tools/call with some id. Which id does the answer carry?',
    sends: 'tools/call search_prompts over the open door',
    choices: [
      { id: 'same', label: 'The same id' },
      { id: 'next', label: 'The next id (id + 1)' },
      { id: 'none', label: 'No id: answers come back in order' },
    ],
    send: async (fetch, entries) => {
      const client = await openClient({ fetch });
      try {
        await client.callTool({ name: 'search_prompts', arguments: { query: 'haiku', limit: 1 } });
      } finally {
        await client.close();
      }
      const call = entries().find((e) => e.method === 'tools/call');
      const pair = call ? pairFrames(exchangeFrames(call.exchange)).pairs[0] : undefined;
      const sent = pair?.request.id;
      const got = pair?.response?.id;
      const came = got === undefined ? 'none' : got === sent ? 'same' : typeof sent === 'number' && got === sent + 1 ? 'next' : 'other';
      return { came, fact: `Request id ${JSON.stringify(sent)} was answered by id ${JSON.stringify(got)}.` };
    },
  },
  stateless: {
    question: `A GET on ${DOOR.open.path} asks for a stream the server could push on. What comes back?`,
    sends: `GET ${DOOR.open.path} (Accept: text/event-stream)`,
    choices: [
      { id: '200', label: '200 and a stream that stays open' },
      { id: '405', label: '405 Method Not Allowed, at once' },
      { id: '401', label: '401: it needs a token' },
    ],
    send: async (fetch) => byStatus(await statusOf(fetch, DOOR.open.path, { method: 'GET', headers: { accept: 'text/event-stream' } })),
  },
  lock: {
    question: `A client calls the OAuth door, ${DOOR.oauth.path}, with no token. What comes back?`,
    sends: `an MCP request to ${DOOR.oauth.path}, no Authorization header`,
    choices: [
      { id: '200', label: '200: it answers, with less' },
      { id: '401', label: '401, pointing at where to get a token' },
      { id: '403', label: '403 Forbidden' },
    ],
    send: async (fetch, entries) => {
      await openClient({ fetch, path: DOOR.oauth.path }).then(
        (c) => c.close(),
        () => undefined,
      );
      const status = entries().find((e) => e.exchange.request.url.includes(DOOR.oauth.path))?.exchange.response?.status;
      return status === undefined ? { came: 'none', fact: 'No answer arrived.' } : byStatus(status);
    },
  },
  'confused-deputy': {
    question: 'A token really signed by this app’s issuer, but whose aud names another service, is sent to the OAuth door. What comes back?',
    sends: `the lab’s wrong-audience token to ${DOOR.oauth.path}`,
    choices: [
      { id: '200', label: '200: the signature is good' },
      { id: '401', label: '401 invalid_token' },
      { id: '403', label: '403 insufficient_scope' },
    ],
    send: async (fetch, entries) => {
      const { tokens } = await mintLabTokens(fetch, DOOR.oauth.path);
      const token = tokens.find((t) => t.kind === 'wrong-audience')?.token ?? '';
      await openClient({ fetch, path: DOOR.oauth.path, headers: { Authorization: `Bearer ${token}` } }).then(
        (c) => c.close(),
        () => undefined,
      );
      const status = entries().find((e) => e.exchange.request.url.includes(DOOR.oauth.path) && e.exchange.request.method === 'POST')?.exchange.response?.status;
      return status === undefined ? { came: 'none', fact: 'No answer arrived.' } : byStatus(status);
    },
  },
};
