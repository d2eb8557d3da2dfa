'use client';
/**
 * The site's nav and the main column around every page, except in a popup: the issuer's consent page
 * (its own, and an observation channel's) opens in a 620×760 window a client opened, where the site's
 * nav would only push Approve below the fold and offer ways out of a decision the reader came to make.
 * Presenter mode's slides and speaker notes keep the column but not the nav: a slide owns the screen,
 * with its own bar (/present itself, where a deck is chosen, is a page like any other). Read from the
 * path, so it follows client navigation both ways.
 */
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { ISSUER_ENDPOINT_PATHS, OBSERVE_CHANNEL_PREFIX } from '../../lib/vocabulary';

/** The consent page at the issuer's path, or under a channel's base path (/o/<channel>/oauth/consent). */
export function isPopupPath(path: string): boolean {
  if (path === ISSUER_ENDPOINT_PATHS.consent) return true;
  if (!path.startsWith(OBSERVE_CHANNEL_PREFIX)) return false;
  const rest = path.slice(OBSERVE_CHANNEL_PREFIX.length);
  const slash = rest.indexOf('/');
  return slash > 0 && rest.slice(slash) === ISSUER_ENDPOINT_PATHS.consent;
}

export const isSlidePath = (path: string) => path.startsWith('/present/');

export function SiteChrome({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  const path = usePathname() ?? '';
  const popup = isPopupPath(path);
  return (
    <>
      {popup || isSlidePath(path) ? null : <header className="border-b border-stone-200 bg-white">{nav}</header>}
      <main id="main" className={popup ? 'mx-auto max-w-2xl px-3 py-3' : 'mx-auto max-w-5xl px-4 py-10'}>
        {children}
      </main>
    </>
  );
}
