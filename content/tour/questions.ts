/**
 * The tour's prediction questions, as data: what each chapter that asks first (by its anchor) asks the
 * reader, the choices, and why each is or is not what the server does. The chapter's `Predict` asks it
 * before the demo (components/tour/predictions.ts adds the request that settles it); the speaker notes
 * print it as the question to ask the room. Pure: read by the browser and the server.
 */
import { DOOR } from '@/lib/vocabulary';

export interface Choice {
  id: string;
  label: string;
  /**
   * Why this answer is or is not what the server does, in a sentence: shown after the send, for the pick
   * that was wrong (beside the live fact that refutes it) and for the answer that came.
   */
  why: string;
}

export interface Question {
  question: string;
  choices: readonly Choice[];
}

export const QUESTIONS = {
  'json-rpc': {
    question: 'Your client sends tools/call with some id. Which id does the answer carry?',
    choices: [
      { id: 'same', label: 'The same id', why: 'The id is the client’s label for its question; the answer repeats it so the client can match the two.' },
      { id: 'next', label: 'The next id (id + 1)', why: 'The server never invents or counts ids: it echoes the one it was sent.' },
      {
        id: 'none',
        label: 'No id: answers come back in order',
        why: 'Answers may arrive in any order (a slow call finishes after a fast one), so each carries its request’s id.',
      },
    ],
  },
  stateless: {
    question: `A GET on ${DOOR.open.path} asks for a stream the server could push on. What comes back?`,
    choices: [
      {
        id: '200',
        label: '200 and a stream that stays open',
        why: 'A function that ends with its request has nowhere to keep a stream: the client would wait on one that never carries anything.',
      },
      { id: '405', label: '405 Method Not Allowed, at once', why: 'Refusing the GET at once tells the client there is no stream, so it does not sit waiting.' },
      { id: '401', label: '401: it needs a token', why: 'The open door asks for no token: the method is refused, not the caller.' },
    ],
  },
  lock: {
    question: `A client calls the OAuth door, ${DOOR.oauth.path}, with no token. What comes back?`,
    choices: [
      {
        id: '200',
        label: '200: it answers, with less',
        why: 'The OAuth door has no “less” to give: without a token it runs nothing, it only says where to get one.',
      },
      {
        id: '401',
        label: '401, pointing at where to get a token',
        why: '401 means “I do not know who you are”: with no token, the door cannot know, so it answers 401 and its WWW-Authenticate header names the metadata that leads to the issuer.',
      },
      {
        id: '403',
        label: '403 Forbidden',
        why: '403 (insufficient_scope) is for a caller the door has identified, whose valid token lacks a scope. With no token there is no one to identify yet: that is 401.',
      },
    ],
  },
  'confused-deputy': {
    question: 'A token really signed by this app’s issuer, but whose aud names another service, is sent to the OAuth door. What comes back?',
    choices: [
      {
        id: '200',
        label: '200: the signature is good',
        why: 'A good signature proves who issued the token, not whom it is for: aud names another service, so this door refuses it.',
      },
      {
        id: '401',
        label: '401 invalid_token',
        why: 'A token whose aud is not this door is not a valid token here at all: 401 invalid_token, as for a forged one.',
      },
      {
        id: '403',
        label: '403 insufficient_scope',
        why: '403 is for a token valid at this door that lacks a scope. This one is not valid here (wrong aud), so it never reaches the scope check.',
      },
    ],
  },
} as const satisfies Readonly<Record<string, Question>>;
