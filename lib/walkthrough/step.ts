/**
 * What one walkthrough step is: a record holding everything about it (its words, its arrow in the
 * sequence diagram, whether a person must act, what it needs from earlier steps, what it does and
 * what it shows). The machine (controller.ts), the cards, the diagram and the key track all read
 * these records; a step's number is only its place in the list (steps/index.ts).
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed, OAuthProtectedResourceMetadata } from '@modelcontextprotocol/client';
import { lastDoorAnswer } from '../browser/door-calls';
import { type DemoClient, openClient } from '../browser/open-client';
import type { Tap } from '../browser/tap';
import type { AuthorizationRequest, CallbackCheck, CallbackParams, Challenge, Person, Registration, TokenResponse } from '../oauth-client';
import { CLIENT_CALLBACK_PATH, DOOR } from '../vocabulary';

/** The door the walkthrough signs in to. */
export const OAUTH_DOOR = DOOR.oauth.path;

/** The walkthrough's redirect_uri: this app's callback page, which hands the answer back to the opener. */
export const redirectUri = (origin: string) => new URL(CLIENT_CALLBACK_PATH, origin).href;

export type { Person };

/** The diagram's lifelines: the client, the user's browser (which carries the trip to the issuer and back), the two servers. */
export type Actor = 'client' | 'browser' | 'as' | 'rs';

/** What the steps found, each field filled by one step and read by later ones. */
export interface WalkData {
  challenge?: Challenge;
  prm?: OAuthProtectedResourceMetadata;
  asm?: AuthorizationServerMetadata;
  client?: OAuthClientInformationMixed;
  pkce?: AuthorizationRequest;
  callback?: CallbackParams;
  callbackChecks?: CallbackCheck[];
  token?: TokenResponse;
  final?: { status: number; tools: string[] };
}

export interface StepContext {
  data: Readonly<WalkData>;
  registration: Registration;
  tap: Tap;
  /** The page's origin: the doors and the issuer live here. */
  origin: string;
  /** Aborted by Reset. */
  signal: AbortSignal;
  person: Person;
  /** Leaves the token for the other pages of this tab. */
  handOff: (token: string) => void;
  /** Re-authorization asks for this scope instead of the 401's. */
  scope?: string;
}

/** One finding: its label, its value as it came, and (when the value alone would puzzle a reader) what it is. */
export type FactRow = readonly [label: string, value: string | undefined, note?: string];

/** How a step's finding is shown; the page has one small view per kind, never one per step. */
export type ResultView =
  | { kind: 'facts'; rows: readonly FactRow[] }
  | { kind: 'pkce'; pkce: AuthorizationRequest }
  | { kind: 'authorization-url'; url: string }
  | { kind: 'redirect'; callback: CallbackParams; checks?: readonly CallbackCheck[] }
  | { kind: 'token'; token: string }
  | { kind: 'final'; status: number; tools: readonly string[] };

export interface WalkStep {
  /** Stable: /auth?step=<id>, test ids, the transcript's filing. */
  id: string;
  title: string;
  explain: string;
  /**
   * The diagram's arrow; `{door}` in a label is the track's door path. `note`: what the receiver checks on arrival,
   * drawn under the arrow (the callback's state and iss).
   */
  arrow: { from: Actor; to: Actor; label: string; reply?: string; note?: string };
  /** The shared-key track shows this step, folds it into "paste a key", or has nothing like it (a key is never refreshed). */
  keyTrack: 'shown' | 'folded' | 'absent';
  /** Re-authorization (step-up) runs the `authorize` phase again with a wider scope. */
  phase: 'discover' | 'authorize' | 'use';
  /** Set when a person must act: the button that asks them, and what the page says while it waits. */
  person?: { action: string; waiting: string };
  /** What it needs from earlier steps. */
  requires: readonly (keyof WalkData)[];
  run: (ctx: StepContext) => Promise<Partial<WalkData>>;
  view: (data: WalkData, registration: Registration) => ResultView | undefined;
}

/** A step that failed in a way Run again cannot fix: the page says so and offers Reset. */
export class StepFailure extends Error {
  constructor(
    message: string,
    readonly resetAdvised = false,
  ) {
    super(message);
  }
}

/** An earlier step's finding, or a failure that says which is missing (the machine checks `requires` first). */
export function need<K extends keyof WalkData>(data: Readonly<WalkData>, key: K): NonNullable<WalkData[K]> {
  const v = data[key];
  if (v === undefined || v === null) throw new Error(`An earlier step did not finish (${key} is missing): reset and run again.`);
  return v as NonNullable<WalkData[K]>;
}

/** A credential shown as its first characters and its length: enough to see it change, not enough to use. */
export const glimpse = (t: string | undefined) => (t ? `${t.slice(0, 9)}… (${t.length} chars)` : undefined);

/** The resource the token is for: the door's own canonical URL, from its metadata once read. */
export const resourceOf = (data: Readonly<WalkData>, origin: string, doorPath: string) => data.prm?.resource ?? new URL(doorPath, origin).href;

/** tools/list on the OAuth door with `token`: the tools' names, or the door's refusal as it said it. */
export async function listToolsWith({ tap, origin }: StepContext, token: string): Promise<string[]> {
  let client: DemoClient | undefined;
  try {
    client = await openClient({ fetch: tap.fetch, path: OAUTH_DOOR, origin, headers: { Authorization: `Bearer ${token}` } });
    return (await client.listTools()).tools.map((t) => t.name);
  } catch (err) {
    const a = lastDoorAnswer(tap);
    throw new Error(
      a.status >= 400 ? `HTTP ${a.status}${a.error ? ` ${a.error}` : ''}: ${a.description ?? 'refused'}` : err instanceof Error ? err.message : String(err),
    );
  } finally {
    await client?.close();
  }
}
