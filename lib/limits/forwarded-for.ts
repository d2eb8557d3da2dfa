/**
 * The custom server's side of ./client-key.ts: before Next sees a request, the forwarding headers a
 * client could have written are replaced by what the server knows. Without TRUST_PROXY the client is the
 * socket's peer, and every `Forwarded`/`X-Forwarded-*`/`X-Real-IP` header goes (Next then fills host and
 * proto from the connection itself). With TRUST_PROXY the peer is the proxy: the client is the last
 * `X-Forwarded-For` hop, the one that proxy appended (what a client wrote sits to its left and is
 * dropped), and the proxy's host and proto stay. Either way exactly one address is left in
 * `X-Forwarded-For`, and the process is marked so client-key.ts knows the header is the server's.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { instanceSlot } from '../instance-slots';

const CLIENT_WRITABLE = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/** Rewrites `headers` in place; returns the address it settled on (undefined: none known). */
export function rewriteForwardedFor(headers: IncomingHttpHeaders, peer: string | undefined, trustProxy: boolean): string | undefined {
  const sent = headers['x-forwarded-for'];
  const hops = (Array.isArray(sent) ? sent.join(',') : (sent ?? '')).split(',');
  const proxied = trustProxy ? hops[hops.length - 1].trim() : '';
  for (const name of trustProxy ? ['forwarded', 'x-forwarded-for', 'x-real-ip'] : CLIENT_WRITABLE) delete headers[name];
  const address = unmapped(proxied || peer || '');
  if (address) headers['x-forwarded-for'] = address;
  return address || undefined;
}

/** "::ffff:127.0.0.5" (a v4 peer on a dual-stack socket) → "127.0.0.5". */
function unmapped(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

// Once per process: the server's bundle and the routes' bundles each hold a copy of this module.
const peer = () => instanceSlot('peer-address', () => ({ written: false }));

/** Called once by the custom server: from now on `X-Forwarded-For` is the server's, not the client's. */
export function markPeerAddressWritten(): void {
  peer().written = true;
}

export function peerAddressWritten(): boolean {
  return peer().written;
}

/** Tests only. */
export function resetPeerAddressForTests(): void {
  peer().written = false;
}
