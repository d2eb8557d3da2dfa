'use client';
/** A token's remaining life, ticking each second; at zero it says so (the door will answer 401 exp). */
import { useEffect, useState } from 'react';

/** Now, once a second while `on` (the session clock's too). */
export function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function ExpiryCountdown({ exp }: { exp: number }) {
  const left = exp - Math.floor(useNow(true) / 1000);
  // role=timer is not announced on every tick (aria-live off by default), only when read.
  return (
    <span role="timer" data-testid="token-expiry" data-seconds-left={Math.max(0, left)} className={left > 60 ? 'text-stone-800' : 'font-semibold text-red-800'}>
      {left > 0 ? `expires in ${mmss(left)}` : 'expired: sign in again'}
    </span>
  );
}
