/**
 * /join: type the code the projector shows. A plain GET form, so it works before any JavaScript loads
 * on a phone; a typed code is sent on to /join/<code>, which looks it up.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { JOIN_PATH } from '@/lib/vocabulary';

export const metadata: Metadata = { title: 'Join a channel', robots: { index: false } };

type Props = { searchParams: Promise<{ code?: string | string[] }> };

export default async function JoinPage({ searchParams }: Props) {
  const { code } = await searchParams;
  const typed = typeof code === 'string' ? code.trim().slice(0, 32) : '';
  if (typed) redirect(`${JOIN_PATH}/${encodeURIComponent(typed)}`);
  return (
    <article className="mx-auto max-w-md space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">Join a channel</h1>
      <p className="text-lg text-stone-700">Type the code on the projector to watch the room&apos;s MCP traffic on this screen.</p>
      <form action={JOIN_PATH} method="get" className="space-y-3">
        <label htmlFor="join-code" className="block font-medium">
          Code
        </label>
        <input
          id="join-code"
          name="code"
          required
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-2345"
          className="w-full rounded-md border border-stone-400 px-3 py-2 font-mono text-2xl tracking-widest uppercase"
        />
        <button type="submit" className="rounded-md bg-indigo-700 px-4 py-2 font-medium text-white hover:bg-indigo-800">
          Join
        </button>
      </form>
    </article>
  );
}
