'use client';
/** On the channel's projector view: remembers it as this browser's room channel, for the tour's slide. */
import { useEffect } from 'react';
import { rememberRoomChannel } from '@/lib/browser/room-channel';

export function RememberRoomChannel({ channel, code }: { channel: string; code: string }) {
  useEffect(() => rememberRoomChannel({ channel, code }), [channel, code]);
  return null;
}
