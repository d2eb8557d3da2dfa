/**
 * A failure in plain words: what happened and what to do, from what is machine-readable about it —
 * the HTTP status, the Bearer challenge's error and scope, the refusal's `check` id, the SDK's error
 * code, the JSON-RPC error code — never from the prose of a message. The raw failure is still shown
 * beside it (FailureView); this is the sentence a person reads first. `action` names the button the
 * page can offer (sign in, step up, use the key).
 */
import { type CheckId, type DoorId, SCOPE_READ, SCOPE_REFINE } from '../vocabulary';
import type { Failure } from './failure';

export type FailureAction = 'sign-in' | 'step-up' | 'enter-key' | 'other-era';

export interface Explanation {
  what: string;
  whatToDo: string;
  action?: FailureAction;
}

/** Why a token was refused, by the check that refused it. */
const SIGN_IN_AGAIN = 'Sign in again for a fresh token; what the door refused is then sent again with it.';

const TOKEN_REFUSED: Partial<Record<CheckId, string>> = {
  credential: 'The Authorization header was not a single “Bearer <token>”.',
  format: 'What was sent is not a well-formed access token (a signed JWT).',
  alg: 'The token is signed with an algorithm this door does not accept (never none or HS*).',
  signature: 'The token’s signature is not the issuer’s: it was changed, or signed by someone else.',
  typ: 'The token is not an access token (typ at+jwt): an ID token, perhaps.',
  iss: 'The token comes from an issuer this door does not trust.',
  aud: 'The token was issued for another server: its audience (aud) is not this door.',
  exp: 'The token has expired.',
  nbf: 'The token is not valid yet.',
  lab: 'That is a lab token, made for teaching: no door ever accepts one.',
};

const JSON_RPC: Record<number, Explanation> = {
  [-32700]: { what: 'The server could not parse the request as JSON.', whatToDo: 'Fix the raw JSON in the params editor and send again.' },
  [-32600]: { what: 'The server did not recognise the request as JSON-RPC.', whatToDo: 'Check the request in the transcript; the message says what is wrong.' },
  [-32601]: { what: 'The server does not offer that method.', whatToDo: 'Pick a tool, resource or prompt from the catalog the server listed.' },
  [-32602]: {
    what: 'The server refused the arguments: one is missing, of the wrong type or out of bounds.',
    whatToDo: 'Check the form against the tool’s schema; the message names the field.',
  },
  [-32603]: { what: 'The server failed while handling the request.', whatToDo: 'Try again; if it keeps failing, the server log has the reference id.' },
  [-32020]: {
    what: 'The MCP-Protocol-Version header and the request’s _meta disagreed.',
    whatToDo: 'Reconnect so the client sends matching versions; if you edited headers, undo that.',
  },
};

export function explainFailure(f: Failure, door: DoorId): Explanation {
  const code = typeof f.code === 'string' ? f.code : undefined;
  const status = f.status ?? (code === 'CLIENT_HTTP_AUTHENTICATION' ? 401 : code === 'CLIENT_HTTP_FORBIDDEN' ? 403 : undefined);

  if (status === 401) return unauthorized(f, door);
  if (status === 403) {
    if (f.check === 'scope' || f.challengeError === 'insufficient_scope') {
      const scope = f.challengeScope ?? `${SCOPE_READ} ${SCOPE_REFINE}`;
      return {
        what: `Your token is valid but does not carry what this call needs: the door asks for scope “${scope}”.`,
        whatToDo: `Step up: approve the wider scope (${missingScope(scope)}) in the issuer’s window, then the call is sent again with the new token.`,
        action: 'step-up',
      };
    }
    return {
      what: 'The server refused this request before any MCP work (403): it does not accept this page’s Origin or Host.',
      whatToDo: 'Open the playground on this deployment’s own address, or add this origin to MCP_ALLOWED_ORIGINS.',
    };
  }
  if (status === 429) {
    return {
      what: 'Too many requests from your address in the last minute: the server’s rate limit stopped this one.',
      whatToDo: f.retryAfterS ? `Wait ${f.retryAfterS} s and try again.` : 'Wait a minute and try again.',
    };
  }
  if (status === 413) return { what: 'The request body is larger than this server accepts.', whatToDo: 'Send less: shorten the arguments.' };
  if (status === 503) {
    return f.check === 'issuer-keys'
      ? {
          what: 'The door could not fetch its issuer’s signing keys, so it cannot check any token right now.',
          whatToDo: 'Try again shortly; it is not your token.',
        }
      : {
          what: 'This door is not configured on this deployment (no issuer secret, no public origin or no key).',
          whatToDo: 'The message below names the setting; /status shows what this instance runs with.',
        };
  }
  if (status === 405) return { what: 'The server does not take this HTTP method here (stateless: no GET stream).', whatToDo: 'Nothing to do: clients POST.' };

  if (code === 'ERA_NEGOTIATION_FAILED') {
    return {
      what: 'The client and the server did not agree on a protocol version: the server did not offer the one this client pinned.',
      whatToDo: 'Choose the other protocol era and connect again.',
      action: 'other-era',
    };
  }
  if (code === 'REQUEST_TIMEOUT')
    return { what: 'The server did not answer in time.', whatToDo: 'Try again; a long analysis can be cancelled and run with a narrower query.' };
  if (code === 'CONNECTION_CLOSED') return { what: 'The connection closed before the answer came.', whatToDo: 'Reconnect and send again.' };
  if (code === 'CLIENT_HTTP_UNEXPECTED_CONTENT') {
    return {
      what: 'The server answered with something that is not JSON or an event stream.',
      whatToDo: 'Look at the response in the transcript; a proxy may be in the way.',
    };
  }
  if (typeof f.code === 'number' && JSON_RPC[f.code]) return JSON_RPC[f.code];
  if (f.status === undefined && /fetch|network/i.test(f.message)) {
    return { what: 'The browser could not reach the server.', whatToDo: 'Check the server is running and the page’s address is right, then reconnect.' };
  }
  return {
    what: f.status ? `The server answered HTTP ${f.status}.` : 'The request failed.',
    whatToDo: 'The details below show what came back; the transcript has the exchange.',
  };
}

function unauthorized(f: Failure, door: DoorId): Explanation {
  const refused = f.check && f.check !== 'credential' ? f.check : undefined;
  if (door === 'key' || f.check === 'key') {
    const wrong = f.check === 'key';
    return {
      what: wrong ? 'The key you sent is not this deployment’s shared key.' : 'The key door asks for the shared key, and this request carried none.',
      whatToDo: wrong ? 'Paste the right key (or use the demo key) and connect again.' : 'Paste the key (or use the demo key) and connect again.',
      action: 'enter-key',
    };
  }
  if (door === 'open') {
    return {
      what: 'This deployment locks its main door (MCP_AUTH): it asks for a credential.',
      whatToDo: 'Use the key or OAuth door, or connect with that door’s credential.',
    };
  }
  if (refused && TOKEN_REFUSED[refused]) {
    return { what: TOKEN_REFUSED[refused] as string, whatToDo: SIGN_IN_AGAIN, action: 'sign-in' };
  }
  if (f.challengeError === 'invalid_token') return { what: 'The door refused the token.', whatToDo: SIGN_IN_AGAIN, action: 'sign-in' };
  return {
    what: 'The OAuth door asks for an access token, and this request carried none. Its challenge says where to learn how to get one.',
    whatToDo:
      'Sign in: the playground follows the challenge to the issuer, registers, asks you to approve in a small window, then sends again, with the token, what the door refused.',
    action: 'sign-in',
  };
}

/** The scopes asked for that a read-only token lacks, for the button's words. */
function missingScope(scope: string): string {
  const extra = scope.split(/\s+/).filter((s) => s && s !== SCOPE_READ);
  return extra.length > 0 ? extra.join(' ') : scope;
}
