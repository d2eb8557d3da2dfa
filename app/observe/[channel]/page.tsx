/**
 * An observation channel's page: the URLs to paste into a client (each door, through the channel),
 * ready-made configs, and the live feed of what that client does. Server shell; the feed is the one
 * client leaf. An unknown or expired channel is a 404 that says so.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CodeBlock } from '@/components/CodeBlock';
import { CopyButton } from '@/components/CopyButton';
import { Exercises } from '@/components/exercises/Exercises';
import { JoinPanel } from '@/components/observe/JoinPanel';
import { RememberRoomChannel } from '@/components/observe/RememberRoomChannel';
import { ObserveFeed } from '@/components/observe/ObserveFeed';
import { SendFromPhone } from '@/components/observe/SendFromPhone';
import { appConfigs, inspectorCommands } from '@/content/connect-snippets';
import { config } from '@/lib/config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '@/lib/identity';
import { channelBasePath, channelExists } from '@/lib/observe/channel';
import { formatJoinCode, joinCodeFor } from '@/lib/observe/join-code';
import { DOOR, JOIN_PATH, OBSERVE_PATH } from '@/lib/vocabulary';

export const metadata: Metadata = { title: 'Watch your own client', robots: { index: false } };

type Props = { params: Promise<{ channel: string }>; searchParams: Promise<{ present?: string | string[] }> };

/** The channel's code, or undefined when the state store is not answering (the page still works without it). */
const codeOf = (channel: string): Promise<string | undefined> =>
  joinCodeFor(channel)
    .then(formatJoinCode)
    .catch(() => undefined);

export default async function ObservePage({ params, searchParams }: Props) {
  const { channel } = await params;
  const present = (await searchParams).present !== undefined;
  if (!(await channelExists(channel))) notFound();
  const cfg = config();
  const urls = deployment(cfg, channelBasePath(channel));
  if (!urls) {
    return (
      <article className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Watch your own client</h1>
        <p className="max-w-3xl text-lg text-stone-700">{ORIGIN_MISSING_MESSAGE}</p>
      </article>
    );
  }
  const doors = [
    { door: DOOR.open, note: 'no credentials: the quickest start' },
    { door: DOOR.key, note: 'Authorization: Bearer <key>; the key is masked before it is shown' },
    { door: DOOR.oauth, note: 'the whole OAuth dance: discovery, registration, consent, token, call' },
  ];
  const open = urls.resource(DOOR.open.path);
  const idleMinutes = Math.round(cfg.observe.idleTtlMs / 60_000);
  const pagePath = `${OBSERVE_PATH}/${channel}`;
  const code = await codeOf(channel);
  const join = code ? (
    <JoinPanel
      pageUrl={`${urls.origin}${pagePath}`}
      clientUrl={open}
      code={code}
      joinUrl={`${urls.origin}${JOIN_PATH}/${code}`}
      joinPage={`${urls.origin}${JOIN_PATH}`}
      large={present}
    />
  ) : null;
  const link = 'font-medium text-indigo-800 underline';

  if (present) {
    return (
      <article className="space-y-6" data-present-view>
        <header className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-4xl font-bold tracking-tight">Watch the room&apos;s clients</h1>
          <p className="flex gap-4 text-lg">
            <Link href={pagePath} className={link}>
              Full page
            </Link>
            <Link href="/facilitator" className={link}>
              Facilitator
            </Link>
          </p>
        </header>
        {join}
        {code ? <RememberRoomChannel channel={channel} code={code} /> : null}
        <ObserveFeed channel={channel} endpoint={open} present />
      </article>
    );
  }

  // On a phone the feed comes first (what a participant opened the page for); from md up, after the URLs.
  return (
    <article className="flex flex-col gap-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Watch your own client</h1>
        <p className="max-w-3xl text-lg text-stone-700">
          Connect Claude Desktop, Cursor, VS Code, MCP Inspector or your own agent to one of these URLs, and every HTTP exchange it makes appears below as it
          happens: headers, JSON-RPC frames, SSE events, its name and protocol era, each OAuth step. They are this server, unchanged, seen through a private
          channel.
        </p>
        <p className="max-w-3xl text-sm text-stone-700">
          Anyone with this page&apos;s address sees what is sent through the channel, so share it only with the room. Tokens, keys and codes are masked before
          anything is shown; bodies are cut at 64 KiB; the channel keeps the last {cfg.observe.maxExchanges} exchanges and ends {idleMinutes} minutes after its
          last exchange with no page watching it. Nothing is written to disk.
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={`${pagePath}?present`} className={link}>
            Projector view
          </Link>
          <Link href="/facilitator" className={link}>
            Facilitator
          </Link>
        </p>
      </header>

      {join}

      <section aria-labelledby="urls-heading" className="space-y-3">
        <h2 id="urls-heading" className="text-xl font-semibold">
          Paste into your client
        </h2>
        <ul className="space-y-2">
          {doors.map(({ door, note }) => (
            <li key={door.id} id={`door-${door.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-stone-200 bg-white p-3">
              <code className="min-w-0 flex-1 font-mono text-sm break-all text-indigo-900" data-testid={`channel-url-${door.id}`}>
                {urls.resource(door.path)}
              </code>
              <CopyButton text={urls.resource(door.path)} label="Copy URL" />
              <span className="w-full text-sm text-stone-700">{note}</span>
            </li>
          ))}
        </ul>
        <details className="rounded-lg border border-stone-200 bg-white p-3">
          <summary className="cursor-pointer text-sm font-medium">Ready-made client configs</summary>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            {[
              ...appConfigs('open', open),
              ...inspectorCommands(open).slice(0, 1),
              ...appConfigs('key', urls.resource(DOOR.key.path)),
              ...appConfigs('oauth', urls.resource(DOOR.oauth.path)),
            ].map((s, i) => (
              <CodeBlock key={i} {...s} />
            ))}
          </div>
        </details>
      </section>

      <Exercises ownClient level={2} title="Exercises from your own client" />

      <div className="order-first space-y-6 md:order-none">
        <ObserveFeed channel={channel} endpoint={open} />
        <SendFromPhone channel={channel} />
      </div>
    </article>
  );
}
