/**
 * Can the room reach this deployment? A loopback origin (localhost, 127.0.0.0/8, ::1) opens only on the
 * machine that serves it, so every link and QR code a phone is handed would fail. What is offered instead
 * is read from this machine's own network interfaces, never from a request: a header is no identity.
 */
import 'server-only';
import { networkInterfaces } from 'node:os';
import { isLoopbackHost } from '../config';
import { hostPortOf } from './host-header';

export interface LanAddress {
  /** The interface's name (eth0, en0, wlan0…). */
  iface: string;
  address: string;
}

export function isLoopbackOrigin(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname);
}

/** This machine's IPv4 addresses other than loopback, private ranges (a room's Wi-Fi) first. */
export function lanAddresses(interfaces = networkInterfaces()): LanAddress[] {
  const found: LanAddress[] = [];
  for (const [iface, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      // Link-local (169.254/16) is what an interface gets with no network: no phone can use it either.
      if (info.family === 'IPv4' && !info.internal && !info.address.startsWith('169.254.')) found.push({ iface, address: info.address });
    }
  }
  const isPrivate = (a: string) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(a);
  return found.sort((a, b) => Number(isPrivate(b.address)) - Number(isPrivate(a.address)));
}

/** The port a command should keep: the configured origin's, else the scheme's default. */
export const originPort = (origin: string) => hostPortOf(new URL(origin)).port;

/**
 * Where the workshop's AUTH_SECRET is kept: made once, in the facilitator's home directory (outside the
 * repository, readable by its owner only), and read by every start. A restart mid-session then keeps the
 * demo key and every token in the room; a secret drawn afresh on each start would invalidate them all.
 */
export const WORKSHOP_SECRET_FILE = '~/.mcp-observatory-workshop-secret';

/** Makes the secret file once; run again, it keeps the one there. */
export const MAKE_WORKSHOP_SECRET = `[ -s ${WORKSHOP_SECRET_FILE} ] || (umask 077; openssl rand -base64 48 > ${WORKSHOP_SECRET_FILE})`;

/** The start command's AUTH_SECRET, read from the kept file. */
export const WORKSHOP_SECRET_ENV = `AUTH_SECRET="$(cat ${WORKSHOP_SECRET_FILE})"`;

/**
 * The command that starts this app as `origin` for a room: a production build (as the README's
 * workshop section says: the session's kept secret, demo mode on), listening on every interface, http
 * allowed because a LAN has no certificate.
 */
export function lanStartCommand(address: string, port: string): string {
  return [
    `MCP_PUBLIC_ORIGIN=http://${address}:${port}`,
    'MCP_ALLOW_HTTP_ORIGIN=1',
    WORKSHOP_SECRET_ENV,
    'AUTH_DEMO=1',
    `npm start -- -H 0.0.0.0 -p ${port}`,
  ].join(' ');
}
