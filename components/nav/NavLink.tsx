'use client';
/**
 * A main-nav link that marks the page you are on (aria-current), so the nav says where you are.
 * `plain`: an <a> with no prefetch and no client-side navigation, for a route that acts when followed.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const STYLE = 'inline-block rounded px-1 py-1.5 text-stone-700 hover:text-indigo-700 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-800';

export function NavLink({ href, plain = false, children }: { href: string; plain?: boolean; children: React.ReactNode }) {
  const path = usePathname();
  const current = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
  const Tag = plain ? 'a' : Link;
  return (
    <Tag href={href} aria-current={current ? 'page' : undefined} className={STYLE}>
      {children}
    </Tag>
  );
}
