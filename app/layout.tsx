import type { Metadata } from 'next';
import { connection } from 'next/server';
import { MainNav } from '@/components/nav/MainNav';
import { SiteHeader } from '@/components/nav/SiteHeader';
import { CORPUS_COUNT_TEXT } from '@/lib/vocabulary';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'MCP Observatory', template: '%s · MCP Observatory' },
  description: `A real remote MCP server over ${CORPUS_COUNT_TEXT} CC0 prompts, and a live tour of how MCP works on the wire.`,
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: the Content-Security-Policy's nonce (proxy.ts) is new for each
  // view, and Next.js can only tag its scripts with it while rendering. A prerendered page would carry
  // no nonce, and the policy would block its scripts.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <SiteHeader>
          <MainNav />
        </SiteHeader>
        <main id="main" className="mx-auto max-w-5xl px-4 py-10">
          {children}
        </main>
      </body>
    </html>
  );
}
