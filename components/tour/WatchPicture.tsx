/**
 * The "watch your own client" chapter's picture: how a room gets onto one channel, in three boxes (open a
 * channel, join it from a phone by its code, point a client at its URL), each with the path to type. The
 * channel's own QR codes and join code are on its projector view (/observe/<channel>?present), which the
 * facilitator opens; below the boxes, the room's channel as this browser's projector view last showed it.
 */
import { StepBoxes } from './AppsPicture';
import { RoomChannelCard } from './RoomChannelCard';
import { DOOR, JOIN_PATH, OBSERVE_CHANNEL_PREFIX, OBSERVE_PATH } from '@/lib/vocabulary';

const STEPS = [
  {
    what: 'The facilitator opens the room’s channel',
    code: `${OBSERVE_PATH}?facilitator`,
    how: 'and puts its projector view up: QR codes and an 8-symbol join code',
  },
  { what: 'Each phone or laptop joins it', code: JOIN_PATH, how: 'typing the code from the projector, or scanning its QR code' },
  {
    what: 'Your own client connects to its URL',
    code: `${OBSERVE_CHANNEL_PREFIX}<channel>${DOOR.open.path}`,
    how: 'and every request it makes shows on the channel’s feed (a phone sends one from the channel’s page, under its name)',
  },
] as const;

export function WatchPicture() {
  return (
    <div className="space-y-4">
      <StepBoxes steps={STEPS} testId="watch-picture" label="How a room watches its own clients" />
      <RoomChannelCard />
    </div>
  );
}
