'use client';
/**
 * The site's header, on every page but presenter mode's: a slide (and the speaker notes) owns the
 * whole screen, with its own bar. Read from the path, so it follows client navigation both ways.
 */
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export const isPresenterPath = (path: string) => path === '/present' || path.startsWith('/present/');

export function SiteHeader({ children }: { children: ReactNode }) {
  if (isPresenterPath(usePathname() ?? '')) return null;
  return <header className="border-b border-stone-200 bg-white">{children}</header>;
}
