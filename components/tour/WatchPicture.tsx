/**
 * The "watch your own client" chapter's picture: how a room gets onto one channel, in three boxes (open a
 * channel, join it from a phone by its code, point a client at its URL), each with the path to type. The
 * channel's own QR codes and join code are on its projector view (/observe/<channel>?present), which the
 * facilitator opens; below the boxes, the room's channel as this browser's projector view last showed it.
 */
import { RoomChannelCard } from './RoomChannelCard';
import { DOOR, JOIN_PATH, OBSERVE_CHANNEL_PREFIX, OBSERVE_PATH } from '@/lib/vocabulary';

const STEPS = [
  {
    what: 'The facilitator opens the room’s channel',
    path: `${OBSERVE_PATH}?facilitator`,
    how: 'and puts its projector view up: QR codes and an 8-symbol join code',
  },
  { what: 'Each phone or laptop joins it', path: JOIN_PATH, how: 'typing the code from the projector, or scanning its QR code' },
  {
    what: 'Your own client connects to its URL',
    path: `${OBSERVE_CHANNEL_PREFIX}<channel>${DOOR.open.path}`,
    how: 'and every request it makes shows on the channel’s feed (a phone sends one from the channel’s page, under its name)',
  },
] as const;

export function WatchPicture() {
  return (
    <div className="space-y-4">
      <ol className="grid gap-3 sm:grid-cols-3" data-testid="watch-picture" aria-label="How a room watches its own clients">
        {STEPS.map((s, i) => (
          <li key={s.path} className="space-y-1 rounded-lg border border-stone-300 bg-white p-3">
            <p className="text-sm font-semibold text-stone-900">
              {i + 1}. {s.what}
            </p>
            <p className="font-mono text-base font-semibold break-all text-indigo-900">{s.path}</p>
            <p className="text-sm text-stone-700">{s.how}</p>
          </li>
        ))}
      </ol>
      <RoomChannelCard />
    </div>
  );
}
