/**
 * The room's channel as this browser's projector view last showed it: the channel id and its join code,
 * kept in localStorage so the tour's "watch your own client" slide, open in another tab of the same
 * browser, can put the join code and its QR code on the projector. A browser reset clears it.
 * What is read back is checked for shape before any URL is built from it.
 */
import { ROOM_CHANNEL_KEY } from '../vocabulary';
import { subscribeStored } from './reset';

export interface RoomChannel {
  channel: string;
  /** As the projector shows it: `ABCD-2345`. */
  code: string;
}

const CHANGED = 'mcp-observatory:room-channel';
// Shapes only (the server owns the formats): a 24-character url-safe id, a dashed 8-symbol code.
const CHANNEL = /^[A-Za-z0-9_-]{24}$/;
const CODE = /^[0-9A-Z]{4}-[0-9A-Z]{4}$/;

export function rememberRoomChannel(room: RoomChannel): void {
  try {
    window.localStorage.setItem(ROOM_CHANNEL_KEY, JSON.stringify(room));
  } catch {
    return; // storage refused: the slide keeps saying how to open the channel
  }
  window.dispatchEvent(new Event(CHANGED));
}

let last: { raw: string | null; room: RoomChannel | undefined } = { raw: null, room: undefined };

/** The remembered channel (the same object while storage holds the same text), or undefined. */
export function roomChannel(): RoomChannel | undefined {
  try {
    const raw = window.localStorage.getItem(ROOM_CHANNEL_KEY);
    if (raw !== last.raw) {
      const v = raw ? (JSON.parse(raw) as Partial<RoomChannel>) : undefined;
      const ok = v && typeof v.channel === 'string' && typeof v.code === 'string' && CHANNEL.test(v.channel) && CODE.test(v.code);
      last = { raw, room: ok ? { channel: v.channel as string, code: v.code as string } : undefined };
    }
    return last.room;
  } catch {
    return undefined; // storage unavailable, or not JSON
  }
}

export const noRoomChannel = (): RoomChannel | undefined => undefined;

export const subscribeRoomChannel = (onChange: () => void) => subscribeStored(ROOM_CHANNEL_KEY, CHANGED, onChange);
