import type { Metadata } from 'next';
import Link from 'next/link';
import { CORPUS_COUNT_TEXT } from '@/lib/vocabulary';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'MCP Observatory', template: '%s · MCP Observatory' },
  description: `A real remote MCP server over ${CORPUS_COUNT_TEXT} CC0 prompts, and a live tour of how MCP works on the wire.`,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <header className="border-b border-stone-200 bg-white">
          <nav aria-label="Main" className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
            <Link href="/" className="font-semibold text-stone-900">
              MCP Observatory
            </Link>
            <Link href="/auth" className="text-stone-700 hover:text-indigo-700">
              Sign-in walkthrough
            </Link>
            <Link href="/jwt" className="text-stone-700 hover:text-indigo-700">
              JWT lab
            </Link>
            <Link href="/playground" className="text-stone-700 hover:text-indigo-700">
              Playground
            </Link>
            <Link href="/connect" className="text-stone-700 hover:text-indigo-700">
              Connect
            </Link>
            <a href="/api/health" className="ml-auto text-stone-700 hover:text-indigo-700">
              Health
            </a>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-5xl px-4 py-10">
          {children}
        </main>
      </body>
    </html>
  );
}
