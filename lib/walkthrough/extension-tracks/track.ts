/**
 * An extension track (client credentials, enterprise-managed authorization): an ordered list of step
 * records, each one move on the wire (or one in the page, like signing), what it adds to the track's
 * findings, and how its finding is shown. The page runs them in order; a step's number is its place.
 */
import { callDoor, type DoorAnswer } from '../../browser/door-calls';
import type { Tap } from '../../browser/tap';
import { OAUTH_DOOR, type ResultView } from '../step';
import type { ClientKey, ServerMetadata, TokenAnswer } from '../extension-flows';

/** What the steps found, each field filled by one step and read by later ones. */
export interface TrackData {
  as?: ServerMetadata;
  idp?: ServerMetadata;
  key?: ClientKey;
  clientId?: string;
  assertion?: string;
  idToken?: string;
  idJag?: TokenAnswer;
  token?: TokenAnswer;
  door?: { status: number; detail: string };
  refused?: { status: number; detail: string };
}

export interface TrackContext {
  tap: Tap;
  origin: string;
  data: Readonly<TrackData>;
}

export interface TrackStep {
  id: string;
  title: string;
  /** What happens and why, in a sentence or three. */
  explain: string;
  button: string;
  /** Who the move goes to, for the card's label: this page, the enterprise IdP, the MCP authorization server, the MCP server. */
  to: 'page' | 'idp' | 'as' | 'rs';
  run: (ctx: TrackContext) => Promise<{ message: string; patch: Partial<TrackData> }>;
  view?: (data: TrackData) => ResultView | undefined;
  /** Not part of the path to 200: shown after it, run on its own. */
  optional?: true;
}

/** An earlier step's finding, or a failure that says which step must run first. */
export function needs<K extends keyof TrackData>(data: Readonly<TrackData>, key: K): NonNullable<TrackData[K]> {
  const v = data[key];
  if (v === undefined) throw new Error(`An earlier step did not run (${key} is missing): run the steps in order.`);
  return v as NonNullable<TrackData[K]>;
}

export const TO_LABEL: Record<TrackStep['to'], string> = {
  page: 'in this page',
  idp: 'enterprise IdP (stand-in)',
  as: 'MCP authorization server',
  rs: 'MCP server',
};

/** The step every track reaches its 200 with: the track's access token on the OAuth door, which must answer 200. */
export function callDoorStep(id: string, explain: string): TrackStep {
  return {
    id,
    title: 'Call the OAuth door',
    explain,
    button: `Call ${OAUTH_DOOR}`,
    to: 'rs',
    async run(ctx) {
      const a = await callTrackDoor(ctx, needs(ctx.data, 'token').access_token);
      if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.description ?? 'refused'}`);
      return { message: `200: ${a.detail}`, patch: { door: { status: a.status, detail: a.detail ?? '' } } };
    },
  };
}

/**
 * Calls the OAuth door with `credential` (tools/list, or `tool`), and answers what the door itself said:
 * read from this call's own exchanges with the door, so a failure before any request reached it is never
 * mistaken for the answer of an earlier exchange.
 */
export async function callTrackDoor(ctx: TrackContext, credential: string, tool?: { name: string; arguments: Record<string, unknown> }): Promise<DoorAnswer> {
  const mark = ctx.tap.mark();
  const answer = await callDoor({ tap: ctx.tap, path: OAUTH_DOOR, credential, tool, origin: ctx.origin });
  await ctx.tap.settle();
  const reached = ctx.tap.since(mark).some((e) => new URL(e.exchange.request.url).pathname === OAUTH_DOOR && e.exchange.response);
  if (!reached) throw new Error(`No answer came from ${OAUTH_DOOR}.`);
  return answer;
}
