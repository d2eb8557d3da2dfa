/**
 * The tour's self-checking exercises: one record each — the chapter it belongs to (its stable anchor),
 * the task in a sentence, where in the app it can be done, and a predicate over one exchange of the
 * learner's own wire that is true only when the exchange does what was asked. Pure: the same predicate
 * judges an exchange seen by the browser's tap and one a client outside it made through an observation
 * channel (masked: so no predicate reads a token, key or code, only that one was sent).
 */
import { DOOR, type CheckId, SCOPE_READ, SCOPE_REFINE } from '../vocabulary';
import { detectEra, type WireExchange } from '../wire';
import { challengeOf, doorOf, refusedBy, rpcCall, sentBearer, statusOf, successOf } from './wire-facts';

/** Pages where an exercise can be done (its predicate sees that page's wire). */
export type ExercisePage = '/playground' | '/auth' | '/jwt';

export const EXERCISE_PAGE_LABEL: Record<ExercisePage, string> = {
  '/playground': 'Playground',
  '/auth': 'Sign-in walkthrough',
  '/jwt': 'JWT lab',
};

export interface Exercise {
  /** Stable: the tick is stored under it, tests name it. */
  id: string;
  /** The tour chapter's anchor it is shown under. */
  chapter: string;
  /** The task, as the learner reads it. */
  task: string;
  /** How to do it, in a sentence. */
  hint: string;
  where: readonly ExercisePage[];
  /** How to do it from one's own client (or curl) through a channel, when that makes sense; shown on /observe. */
  ownClient?: string;
  /** True when this one exchange does what the task asks. */
  done: (x: WireExchange) => boolean;
}

const oauthDoor = (x: WireExchange) => doorOf(x)?.id === 'oauth';
const refusedAt = (check: CheckId) => (x: WireExchange) => oauthDoor(x) && statusOf(x) === 401 && refusedBy(x) === check;
/** inputResponses with at least one answer as the model would give it (a sampling result: its content). */
const answersSampling = (responses: unknown) =>
  typeof responses === 'object' && responses !== null && Object.values(responses).some((r) => typeof r === 'object' && r !== null && 'content' in r);
/** A call of `method` whose successful result carries the array `field`. */
const answeredWith = (method: string, field: string) => (x: WireExchange) => {
  const call = rpcCall(x);
  return call?.method === method && Array.isArray(successOf(call)?.[field]);
};
const toolCall = (x: WireExchange, name: string) => {
  const call = rpcCall(x);
  return call?.method === 'tools/call' && call.params.name === name ? call : undefined;
};

export const EXERCISES: readonly Exercise[] = [
  {
    id: 'call-search',
    chapter: 'json-rpc',
    task: 'Call the search_prompts tool and get a result back under your request’s id.',
    hint: 'In the playground, connect, pick search_prompts, type a query and call it.',
    where: ['/playground'],
    ownClient: 'Through any of the channel’s doors, call search_prompts with a query.',
    done: (x) => successOf(toolCall(x, 'search_prompts')) !== undefined,
  },
  {
    id: 'search-cursor',
    chapter: 'primitives',
    task: 'Page through a search: call search_prompts again with the nextCursor its first page gave you.',
    hint: 'In the playground, search, then call search_prompts again with the same query and the result’s nextCursor in cursor.',
    where: ['/playground'],
    ownClient: 'Call search_prompts, then call it again with the same query and the nextCursor from the first result as cursor.',
    done: (x) => {
      const call = toolCall(x, 'search_prompts');
      const args = call?.params.arguments as { cursor?: unknown } | undefined;
      return typeof args?.cursor === 'string' && args.cursor !== '' && successOf(call) !== undefined;
    },
  },
  {
    id: 'read-resource',
    chapter: 'primitives',
    task: 'Read a resource (resources/read) and get its contents.',
    hint: 'In the playground, open the Resources tab and read one, e.g. prompts://corpus/stats.',
    where: ['/playground'],
    ownClient: 'Read a resource, e.g. prompts://corpus/stats (MCP Inspector: Resources, then Read).',
    done: answeredWith('resources/read', 'contents'),
  },
  {
    id: 'legacy-call',
    chapter: 'stateless',
    task: 'Call a tool as a 2025-era client: the initialize handshake first, then tools/call.',
    hint: 'In the playground, choose the 2025 era, connect, and call any tool.',
    where: ['/playground'],
    ownClient: 'Most desktop clients still speak 2025: connect one through the channel and call any tool.',
    done: (x) => detectEra(x) === 'legacy' && rpcCall(x)?.method === 'tools/call' && successOf(rpcCall(x)) !== undefined,
  },
  {
    id: 'discover',
    chapter: 'stateless',
    task: 'Ask the server what it speaks with server/discover (2026-07-28): no initialize, no session, one request.',
    hint: 'In the playground, connect in the 2026-07-28 era: connecting is a server/discover.',
    where: ['/playground'],
    ownClient: 'A 2026-07-28 client (the v2 SDK with versionNegotiation) discovers first; or POST server/discover with curl.',
    done: answeredWith('server/discover', 'supportedVersions'),
  },
  {
    id: 'answer-sampling',
    chapter: 'round-trips',
    task: 'Answer refine_prompt’s sampling request as the model, and get the finished result.',
    hint: 'In the playground (2026-07-28 era), call refine_prompt, write the model’s answer, send it.',
    where: ['/playground'],
    // A decline is a retry too, with no answer in it: only a retry that carries one counts.
    done: (x) => {
      const call = toolCall(x, 'refine_prompt');
      return answersSampling(call?.params.inputResponses) && successOf(call) !== undefined;
    },
  },
  {
    id: 'first-401',
    chapter: 'lock',
    task: `Knock on ${DOOR.oauth.path} without a token and get a 401 that points you to its metadata.`,
    hint: 'Run the walkthrough’s first step, or connect the playground to the OAuth door with no token.',
    where: ['/auth', '/playground'],
    ownClient: `Point your client at the channel’s ${DOOR.oauth.path} with no token, or: curl -i -X POST <that URL>.`,
    done: (x) => oauthDoor(x) && !sentBearer(x) && statusOf(x) === 401 && challengeOf(x)?.resource_metadata !== undefined,
  },
  {
    id: 'expired-refused',
    chapter: 'jwt',
    task: 'Find the check that refuses an expired token: send one to the door and see exp refuse it.',
    hint: 'In the JWT lab’s attack bench, mint lab tokens and send the expired one.',
    where: ['/jwt'],
    done: refusedAt('exp'),
  },
  {
    id: 'wrong-audience',
    chapter: 'confused-deputy',
    task: 'Make the door refuse a correctly signed token meant for another audience.',
    hint: 'In the JWT lab’s attack bench, send the token minted for the wrong audience.',
    where: ['/jwt'],
    done: refusedAt('aud'),
  },
  {
    id: 'token-accepted',
    chapter: 'oauth-flow',
    task: 'Finish the flow: call the OAuth door with your own token and get a 200.',
    hint: 'Run the walkthrough to its last step (or use its token in the playground).',
    where: ['/auth', '/playground'],
    ownClient: 'Let your client do the whole OAuth dance on the channel’s OAuth door; its first call with the token counts.',
    done: (x) => oauthDoor(x) && sentBearer(x) && statusOf(x) === 200 && successOf(rpcCall(x)) !== undefined,
  },
  {
    id: 'insufficient-scope',
    chapter: 'oauth-flow',
    task: 'Get a 403 insufficient_scope: a valid token that lacks the scope a call needs.',
    hint: 'With the walkthrough’s read-only token, call refine_prompt (the walkthrough’s step-up does, or the playground on the OAuth door).',
    where: ['/auth', '/playground'],
    ownClient: `Through the channel’s OAuth door, ask only for ${SCOPE_READ}, then call refine_prompt (it needs ${SCOPE_REFINE}).`,
    done: (x) => oauthDoor(x) && statusOf(x) === 403 && challengeOf(x)?.error === 'insufficient_scope',
  },
];

/** The exercises one's own client can do through an observation channel. */
export const exercisesForOwnClient = () => EXERCISES.filter((e) => e.ownClient !== undefined);

/** The exercises this exchange completes. */
export const completedBy = (x: WireExchange, among: readonly Exercise[] = EXERCISES) => among.filter((e) => e.done(x));
