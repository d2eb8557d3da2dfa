'use client';
/**
 * The room's channel on the "watch your own client" slide: its join code, large, and a QR code of its
 * join address, drawn here by the `qrcode` library (loaded only when there is a channel to show). The
 * channel is the one this browser's projector view last showed (lib/browser/room-channel.ts); with none,
 * the card says how to open it.
 */
import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { noRoomChannel, roomChannel, subscribeRoomChannel } from '@/lib/browser/room-channel';
import { JOIN_PATH, OBSERVE_PATH } from '@/lib/vocabulary';

export function RoomChannelCard() {
  const room = useSyncExternalStore(subscribeRoomChannel, roomChannel, noRoomChannel);
  const [origin, setOrigin] = useState('');
  const [svg, setSvg] = useState('');
  const joinUrl = room && origin ? `${origin}${JOIN_PATH}/${encodeURIComponent(room.code)}` : '';
  useEffect(() => setOrigin(window.location.origin), []);
  useEffect(() => {
    if (!joinUrl) return;
    let live = true;
    void import('qrcode')
      .then(({ default: QR }) => QR.toString(joinUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }))
      .then((s) => {
        if (live) setSvg(s);
      });
    return () => {
      live = false;
    };
  }, [joinUrl]);

  if (!room) {
    return (
      <p className="rounded-lg border border-dashed border-stone-400 p-3 text-stone-800" data-testid="room-channel-card" data-state="none">
        No room channel in this browser yet. Open{' '}
        <Link href={`${OBSERVE_PATH}?facilitator`} prefetch={false} className="font-medium text-indigo-800 underline">
          {OBSERVE_PATH}?facilitator
        </Link>{' '}
        and put its projector view up once: this card then shows the room’s join code and QR code.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="room-channel-title"
      className="flex flex-wrap items-center gap-6 rounded-lg border border-indigo-200 bg-indigo-50 p-4"
      data-testid="room-channel-card"
      data-state="room"
    >
      <div className="min-w-0 space-y-1">
        <h3 id="room-channel-title" className="text-lg font-semibold text-indigo-950">
          This room’s channel: join at {JOIN_PATH}
        </h3>
        <p className="font-mono text-4xl font-bold tracking-widest whitespace-nowrap text-stone-900 sm:text-5xl" data-testid="room-join-code">
          {room.code}
        </p>
        <p className="font-mono text-base break-all text-indigo-900">{joinUrl}</p>
        <Link href={`${OBSERVE_PATH}/${room.channel}?present`} className="font-medium text-indigo-800 underline">
          The channel’s projector view
        </Link>
      </div>
      {svg ? (
        <div
          role="img"
          aria-label={`QR code for the room's join address: ${joinUrl}`}
          data-testid="qr"
          data-url={joinUrl}
          className="size-40 shrink-0 [&>svg]:h-full [&>svg]:w-full"
          // The library's own SVG for a URL built from this page's origin and a code checked for shape.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG markup from the qrcode library
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : null}
    </section>
  );
}
