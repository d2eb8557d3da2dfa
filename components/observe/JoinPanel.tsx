/**
 * How a room gets onto a channel in seconds: a QR code of the channel's page (to watch) and of the
 * client URL (to connect), and a short code without look-alike characters for /join. Server-rendered:
 * the URLs come from the configured origin, the code from the state store.
 */
import 'server-only';
import { QrCode } from '@/components/facilitator/QrCode';

export interface JoinPanelProps {
  pageUrl: string;
  clientUrl: string;
  /** Formatted, `ABCD-2345`. */
  code: string;
  joinUrl: string;
  joinPage: string;
  /** The projector's version: larger codes, side by side. */
  large?: boolean;
}

export function JoinPanel({ pageUrl, clientUrl, code, joinUrl, joinPage, large = false }: JoinPanelProps) {
  const size = large ? 150 : 132;
  return (
    <section aria-labelledby="join-heading" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="join-panel">
      <h2 id="join-heading" className={large ? 'text-2xl font-semibold' : 'text-xl font-semibold'}>
        Join from a phone or laptop
      </h2>
      <div className="flex flex-wrap items-start gap-6">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-stone-700">Type the code at {joinPage}</p>
          <p
            className={`font-mono font-bold tracking-widest whitespace-nowrap text-stone-900 ${large ? 'text-4xl sm:text-6xl' : 'text-4xl'}`}
            data-testid="join-code"
          >
            {code}
          </p>
          <p className="font-mono text-sm break-all text-indigo-900">{joinUrl}</p>
        </div>
        <figure className="space-y-1">
          <QrCode url={pageUrl} size={size} label="this channel's page" />
          <figcaption className="text-sm text-stone-700">Watch the feed</figcaption>
        </figure>
        <figure className="space-y-1">
          <QrCode url={clientUrl} size={size} label="the client URL (the open door, through this channel)" />
          <figcaption className="text-sm text-stone-700">Connect a client</figcaption>
        </figure>
      </div>
    </section>
  );
}
