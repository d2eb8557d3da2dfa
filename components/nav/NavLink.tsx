'use client';
/** A main-nav link that marks the page you are on (aria-current), so the nav says where you are. */
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const path = usePathname();
  const current = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className="inline-block rounded px-1 py-1.5 text-stone-700 hover:text-indigo-700 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-800"
    >
      {children}
    </Link>
  );
}
