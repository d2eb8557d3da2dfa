'use client';
/** A token's remaining life, ticking each second; at zero it says so (the door will answer 401 exp). */
import { useEffect, useState } from 'react';

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function ExpiryCountdown({ exp }: { exp: number }) {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const t = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(t);
  }, []);
  const left = exp - now;
  // role=timer is not announced on every tick (aria-live off by default), only when read.
  return (
    <span role="timer" data-testid="token-expiry" data-seconds-left={Math.max(0, left)} className={left > 60 ? 'text-stone-800' : 'font-semibold text-red-800'}>
      {left > 0 ? `expires in ${mmss(left)}` : 'expired: sign in again'}
    </span>
  );
}
