'use client';
/**
 * A page that failed while rendering. The person sees what they can do and a reference to quote,
 * never a stack: in production Next.js sends only the digest, which matches the server's log line.
 */
import Link from 'next/link';

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <article role="alert" className="max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">This page failed to load</h1>
      <p className="text-lg text-stone-700">Something went wrong on our side while building it. Trying again often works; if not, the other pages still do.</p>
      {error.digest ? (
        <p className="text-stone-700">
          Reference for the server log: <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono">{error.digest}</code>
        </p>
      ) : null}
      <p className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={reset} className="rounded-md bg-indigo-700 px-4 py-2 font-medium text-white hover:bg-indigo-800">
          Try again
        </button>
        <Link href="/" className="font-medium text-indigo-700 underline hover:text-indigo-900">
          Back to the tour
        </Link>
      </p>
    </article>
  );
}
