/** An observation channel that expired or never existed. */
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Channel not found' };

export default function ChannelNotFound() {
  return (
    <article className="max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">This observation channel does not exist</h1>
      <p className="text-lg text-stone-700">
        It expired (minutes after its last exchange with no page watching it), or the address is mistyped. Channels are private and short-lived: open a new one
        and paste its URL into your client again.
      </p>
      <p>
        {/* A plain link: following it opens a channel, so nothing may prefetch it. */}
        <a href="/observe" className="font-medium text-indigo-700 underline hover:text-indigo-900">
          Open a new channel
        </a>
      </p>
    </article>
  );
}
