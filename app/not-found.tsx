/** Any path the app does not have: a 404 with the way back, in the site's own frame. */
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <article className="max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-lg text-stone-700">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p className="text-stone-700">
        The MCP endpoint itself is <code className="rounded bg-indigo-50 px-1.5 py-0.5 font-mono text-indigo-900">/api/mcp</code>; the pages are listed in the
        menu above.
      </p>
      <p>
        <Link href="/" className="font-medium text-indigo-700 underline hover:text-indigo-900">
          Back to the tour
        </Link>
      </p>
    </article>
  );
}
