'use client';
/**
 * The site's header, on every page but presenter mode's slides and speaker notes: a slide owns the
 * whole screen, with its own bar. /present itself (where a deck is chosen) is a page like any other.
 * Read from the path, so it follows client navigation both ways.
 */
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export const isSlidePath = (path: string) => path.startsWith('/present/');

export function SiteHeader({ children }: { children: ReactNode }) {
  if (isSlidePath(usePathname() ?? '')) return null;
  return <header className="border-b border-stone-200 bg-white">{children}</header>;
}
