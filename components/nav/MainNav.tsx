/**
 * The main nav. It wraps instead of scrolling: on a phone the brand takes the first line and the
 * links the next ones, so every destination (the tour, observing a client, presenter mode included)
 * stays on screen without a menu to open.
 */
import Link from 'next/link';
import { OBSERVE_PATH } from '@/lib/vocabulary';
import { NavLink } from './NavLink';

const LINKS = [
  { href: '/', label: 'Tour' },
  { href: '/auth', label: 'Walkthrough' },
  { href: '/jwt', label: 'JWT lab' },
  { href: '/break', label: 'Break it' },
  { href: '/playground', label: 'Playground' },
  // Following it opens a fresh channel (a route, not a page): a plain link, never prefetched.
  { href: OBSERVE_PATH, label: 'Observe', plain: true },
  { href: '/connect', label: 'Connect' },
  { href: '/present', label: 'Present' },
  { href: '/status', label: 'Status' },
] as const;

export function MainNav() {
  return (
    <nav aria-label="Main" className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 text-sm">
      <Link href="/" className="py-1.5 font-semibold text-stone-900">
        MCP Observatory
      </Link>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-0 sm:flex-1 md:gap-x-4">
        {LINKS.map((l) => (
          <li key={l.href} className={l.href === '/status' ? 'sm:ml-auto' : undefined}>
            <NavLink href={l.href} plain={'plain' in l && l.plain}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
