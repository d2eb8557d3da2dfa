/**
 * The first thing a facilitator must know before handing anything out: when this instance was started
 * on a loopback origin, no phone in the room can open any of its links. Says so (role="alert"), and
 * offers ready commands built from this laptop's own network addresses (read on the server, never from
 * the request's Host), with what else then changes. Renders nothing for any other origin.
 */
import 'server-only';
import { CopyButton } from '@/components/CopyButton';
import { deploymentUrls } from '@/lib/identity/urls';
import { isLoopbackOrigin, lanAddresses, lanStartCommand, originPort } from '@/lib/identity/reachability';
import { DOOR } from '@/lib/vocabulary';

export function ReachabilityAlert({ origin, devServer }: { origin: string; devServer: boolean }) {
  if (!isLoopbackOrigin(origin)) return null;
  const port = originPort(origin);
  const addresses = lanAddresses();
  // Under `next dev` the production build does not exist yet; a production server already has one.
  const build = devServer ? 'npm run build && ' : '';
  const example = deploymentUrls(`http://${addresses[0]?.address ?? '192.168.1.23'}:${port}`);
  return (
    <section
      role="alert"
      aria-labelledby="reachability-heading"
      data-testid="loopback-alert"
      className="space-y-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-stone-900 print:border-black"
    >
      <h2 id="reachability-heading" className="text-xl font-semibold text-red-900">
        Phones cannot open these links
      </h2>
      <p>
        This instance was started as <code className="font-mono break-all">{origin}</code>, a loopback address: only this laptop can open it. Every link and QR
        code handed out would fail on an attendee&apos;s phone.
      </p>
      {addresses.length > 0 ? (
        <>
          <p>Stop it, and start it again on this laptop&apos;s address on the room&apos;s network (phones on the same Wi-Fi):</p>
          <ul className="space-y-2" aria-label="Start commands for this laptop's network addresses">
            {addresses.map(({ iface, address }) => {
              const command = `${build}${lanStartCommand(address, port)}`;
              return (
                <li key={`${iface}-${address}`} className="space-y-1" data-lan-address={address}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-medium">
                      {iface}: <span className="font-mono">{address}</span>
                    </span>
                    <CopyButton text={command} label={`Copy the command for ${address}`} />
                  </div>
                  <pre className="rounded-md bg-stone-900 p-3 text-[13px] leading-5 whitespace-pre-wrap [overflow-wrap:anywhere] text-stone-100">
                    <code data-testid="lan-command">{command}</code>
                  </pre>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p data-testid="no-lan-address">
          This laptop has no network address right now. Join the room&apos;s Wi-Fi (or open a hotspot on a phone and join that), then reload this page for the
          command to run.
        </p>
      )}
      <p className="font-medium">What else changes with the new origin:</p>
      <ul className="list-disc space-y-1 pl-6 text-sm">
        <li>
          Every URL derives from it: the built-in issuer becomes <code className="font-mono break-all">{example.issuer}</code>, and the OAuth door&apos;s
          resource, the <code className="font-mono">aud</code> its tokens must carry,{' '}
          <code className="font-mono break-all">{example.resource(DOOR.oauth.path)}</code>. Tokens and client registrations made under{' '}
          <code className="font-mono break-all">{origin}</code> stop working: sign in again.
        </li>
        <li>
          Open the new address on this laptop too (the projector): under a network origin, localhost is refused. A new AUTH_SECRET means a new demo key: reload
          this page for it.
        </li>
        <li>
          It is plain http on the room&apos;s network: keys and tokens cross the Wi-Fi in clear, which is why MCP_ALLOW_HTTP_ORIGIN=1 must say so and why this
          is for demo mode only, never real credentials. Phones can still sign in: where a plain-http page has no Web Crypto, the PKCE challenge is made with a
          JavaScript SHA-256 instead.
        </li>
        <li>
          The laptop&apos;s firewall must let port {port} in, and a guest Wi-Fi that isolates its clients blocks phones from the laptop: use a phone&apos;s
          hotspot or a room router instead.
        </li>
      </ul>
    </section>
  );
}
