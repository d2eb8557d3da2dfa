'use client';
/**
 * Take part from a phone: one call into the channel, made by the official client on this page under the
 * name the participant types (its clientInfo.name), so the projector's feed shows it under that name and
 * the feed's sender filter finds it. Through the channel's open door: no credentials to type on a phone.
 */
import { useId, useState } from 'react';
import { withClient } from '@/components/tour/useLiveRun';
import { DOOR, OBSERVE_CHANNEL_PREFIX } from '@/lib/vocabulary';

/** A name as a participant types it: a first name or a nickname, not an identity (anyone can type any). */
const NAME_MAX = 40;

export function SendFromPhone({ channel }: { channel: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [query, setQuery] = useState('haiku');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const who = name.trim().slice(0, NAME_MAX);

  const send = async () => {
    setBusy(true);
    setSaid('Sending…');
    try {
      const path = `${OBSERVE_CHANNEL_PREFIX}${channel}${DOOR.open.path}`;
      await withClient({ fetch: (input, init) => fetch(input, init), path, clientName: who }, (client) =>
        client.callTool({ name: 'search_prompts', arguments: { query: query.trim() || 'haiku', limit: 3 } }),
      );
      setSaid(`Sent: tools/call search_prompts, on the feed under “${who}”.`);
    } catch (err) {
      setSaid(`Not sent: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50/50 p-4" data-testid="send-from-phone">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Take part: send a call into this channel
      </h2>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label className="space-y-1">
          <span className="block text-sm font-medium">Your name on the projector</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={NAME_MAX}
            required
            autoComplete="nickname"
            className="w-full rounded-md border border-stone-400 px-3 py-2 text-base"
          />
        </label>
        <label className="space-y-1">
          <span className="block text-sm font-medium">Search the prompts for</span>
          <input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={200}
            className="w-full rounded-md border border-stone-400 px-3 py-2 text-base"
          />
        </label>
        <button
          type="submit"
          disabled={busy || !who}
          className="min-h-11 rounded-md bg-indigo-700 px-4 py-2 font-medium text-white hover:bg-indigo-800 disabled:opacity-50"
        >
          Send
        </button>
      </form>
      <p role="status" className="min-h-6 text-sm text-stone-800" data-testid="send-from-phone-status">
        {said}
      </p>
    </section>
  );
}
