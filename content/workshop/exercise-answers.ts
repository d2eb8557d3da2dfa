/**
 * The exercise sheet's answers, for the facilitator page only: what the room should see when each exercise
 * (lib/exercises, by id) is done, and the one point to make. Kept apart from the exercise records, which
 * ship to the learners' pages, so the answers never reach a learner's browser.
 * tests/unit/run-sheet.test.ts checks there is one for every exercise.
 */
export const EXERCISE_ANSWERS: Readonly<Record<string, string>> = {
  'call-search': 'A tools/call answered under the same id, with structuredContent listing prompts. Point: the id pairs answer to question.',
  'search-cursor':
    'The second call carries cursor = the first result’s nextCursor and returns the next page; the last page has no nextCursor. Point: the client drives paging.',
  'read-resource': 'resources/read returns contents (text with a mimeType) for the URI. Point: resources are read by the app, not called by the model.',
  'legacy-call': 'initialize first (protocolVersion 2025-…), then tools/call answered by the same server. Point: one factory serves both eras.',
  discover: 'One server/discover request, no initialize: supported versions, capabilities and instructions come back. Point: stateless needs no handshake.',
  'answer-sampling':
    'The first answer says resultType input_required with inputRequests; the retry carries a new id, inputResponses (and requestState) and gets the result. Point: the callback came back as a retry.',
  'first-401':
    '401 with WWW-Authenticate: Bearer resource_metadata="…/.well-known/oauth-protected-resource/…". Point: 401 is “who are you?”, and it says where to find out how to answer.',
  'expired-refused': '401 invalid_token; the refusal names the exp check. Point: a token expires in minutes by design; a refresh token fetches the next one.',
  'wrong-audience':
    '401 invalid_token; the refusal names the aud check, though the signature is good. Point: a token for another service must never open this door (confused deputy).',
  'token-accepted':
    'The call with Authorization: Bearer <the walkthrough’s token> answers 200. Point: the door checked signature, iss, exp and aud, with no database.',
  'insufficient-scope':
    '403 with WWW-Authenticate error="insufficient_scope" and the scope the call needs. Point: 403 means the door knows who you are and the token lacks a scope (not 401).',
};
