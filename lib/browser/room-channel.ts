/**
 * The room's channel as this browser's projector view last showed it: the channel id and its join code,
 * kept in localStorage so the tour's "watch your own client" slide, open in another tab of the same
 * browser, can put the join code and its QR code on the projector. A browser reset clears it.
 * What is read back is checked for shape before any URL is built from it.
 */
import { BROWSER_RESET_EVENT, ROOM_CHANNEL_KEY } from '../vocabulary';

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
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(ROOM_CHANNEL_KEY);
  } catch {
    return undefined;
  }
  if (raw === last.raw) return last.room;
  let room: RoomChannel | undefined;
  try {
    const v = raw ? (JSON.parse(raw) as Partial<RoomChannel>) : undefined;
    if (v && typeof v.channel === 'string' && typeof v.code === 'string' && CHANNEL.test(v.channel) && CODE.test(v.code))
      room = { channel: v.channel, code: v.code };
  } catch {
    room = undefined;
  }
  last = { raw, room };
  return room;
}

export const noRoomChannel = (): RoomChannel | undefined => undefined;

export function subscribeRoomChannel(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === ROOM_CHANNEL_KEY || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  window.addEventListener(BROWSER_RESET_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener(BROWSER_RESET_EVENT, onChange);
  };
}
