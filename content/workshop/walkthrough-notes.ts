/**
 * The walkthrough deck's speaker notes as talking points: per step (by its stable id), what to say in two
 * or three lines and the question to ask the room before the step runs. The step's full explanation is
 * its record's `explain` (printed under these in the notes window). tests/unit/walkthrough-notes.test.ts
 * checks that every step has notes and no notes name a step that does not exist.
 */

export interface StepNotes {
  points: readonly string[];
  /** Asked before pressing Run: the room guesses, the step's finding answers. */
  ask: string;
}

export const WALKTHROUGH_NOTES: Readonly<Record<string, StepNotes>> = {
  'first-call': {
    points: [
      'The client knows one thing: the server’s URL. No account, no key, no token.',
      'The door answers before any MCP work: 401, with a WWW-Authenticate header that points the way.',
    ],
    ask: 'No token at all: 401 or 403? And does the server say where to go next?',
  },
  'read-challenge': {
    points: [
      'The client reads the header, not the body: resource_metadata is a URL, scope is what to ask for.',
      'Nothing here is a secret: any client, even a stranger, gets the same challenge.',
    ],
    ask: 'Where does the challenge send the client: to the issuer, or somewhere else first?',
  },
  'resource-metadata': {
    points: [
      'The protected-resource metadata is the door describing itself: its canonical URL and which issuers it trusts.',
      'The door never talks to the issuer here; it only names it.',
    ],
    ask: 'Who decides which issuer this door trusts: the client, the issuer or the door?',
  },
  'server-metadata': {
    points: [
      'The issuer’s metadata lists its endpoints and what it supports: PKCE S256, client ID metadata documents, registration.',
      'The client checks the issuer field equals the issuer it asked: a mismatch stops here.',
    ],
    ask: 'Why check that the document’s issuer matches the URL we fetched it from?',
  },
  register: {
    points: [
      'The preferred way (2026-07-28): the client_id is a URL of a JSON document the client publishes about itself; the issuer fetches it.',
      'Older clients register dynamically (POST /register) and get an id back: it works, but the issuer must keep every stranger’s registration.',
    ],
    ask: 'A client the issuer has never seen: how does it learn the client’s name and redirect URIs?',
  },
  pkce: {
    points: [
      'The client makes a random verifier and sends only its hash, the challenge. The verifier stays in this page.',
      'Whoever steals the code later cannot redeem it without the verifier.',
    ],
    ask: 'The challenge travels through the browser, in the open. Why is that safe?',
  },
  'authorization-url': {
    points: [
      'The browser carries the request to the issuer: client_id, redirect_uri, the challenge, state, scope and resource.',
      'resource names the door the token is for: the issuer binds it into the token’s aud.',
    ],
    ask: 'Which parameter stops a token minted here from opening another server?',
  },
  consent: {
    points: [
      'A person approves, in the issuer’s own window: the client never sees a password.',
      'This demo issuer has no accounts: consent here is approval, not sign-in.',
    ],
    ask: 'What would go wrong if the client drew this consent screen itself?',
  },
  redirect: {
    points: [
      'The issuer sends the browser back to redirect_uri with a code, the state and iss.',
      'The client checks state (its own request) and iss (the issuer it asked) before using the code.',
    ],
    ask: 'An attacker sends the browser a redirect with their own code. Which check catches it?',
  },
  redeem: {
    points: [
      'The client sends the code with the verifier to the token endpoint, server to server.',
      'The issuer hashes the verifier and compares: only the page that made the challenge can redeem.',
    ],
    ask: 'Someone replays the same code a second time. What does the issuer answer?',
  },
  'read-token': {
    points: [
      'The access token is a signed JWT: iss, sub, aud, scope, exp. Anyone can read it; only the issuer can sign it.',
      'aud is this door’s URL: another server must refuse it.',
    ],
    ask: 'This issuer’s tokens live 10 minutes (AUTH_TOKEN_TTL_S). What happens at minute 11?',
  },
  'call-with-token': {
    points: [
      'The same call as step 1, now with Authorization: Bearer. The door checks signature, iss, aud, exp and scope.',
      'The door never calls the issuer per request: it checks the signature with the issuer’s published keys.',
    ],
    ask: 'Which of the door’s checks would a token for another server fail?',
  },
  refresh: {
    points: [
      'With offline_access the issuer also gave a refresh token: the client gets a new access token without asking the person again.',
      'Each refresh token works once and is replaced: a spent one coming back revokes the whole family.',
    ],
    ask: 'A thief replays a refresh token the client already used. Who loses access?',
  },
};
