/**
 * An MCP client for a page: the official v2 client, talking through a tap's recording fetch to one of
 * this app's doors. It runs in the SDK worker where the page has one (sdk-thread.ts), so a page's main
 * thread never parses or evaluates the SDK; its requests are still made, and recorded, on the page.
 */
// No 'client-only' marker: the step list imports this, and the /auth page reads that list on the
// server for step ids and titles; the functions here only ever run in the browser.
import type { Client } from '@modelcontextprotocol/client';
import { DOOR, type EraId } from '../vocabulary';
import type { FetchLike } from '../wire';
import { type ClientOptions, connectClient } from './sdk-calls';
import { type DemoClient, sdkThread } from './sdk-thread';

export type { DemoClient };

export interface OpenOptions {
  fetch: FetchLike;
  /** Door path on this origin, the open door by default. */
  path?: string;
  /** The page's origin; window.location.origin by default (tests pass one). */
  origin?: string;
  /** 2026-07-28 (no handshake) or the 2025-era initialize handshake. */
  era?: EraId;
  /** Answers sampling requests as the client's model would; declares the sampling capability. */
  sample?: (prompt: string) => string;
  headers?: Record<string, string>;
  /** The clientInfo.name it announces (a participant's name on a channel's feed); the tour's own by default. */
  clientName?: string;
  /** Declares the MCP Apps extension, as a host that renders apps does. */
  apps?: boolean;
}

function clientOptions({ path = DOOR.open.path, origin, era = 'modern', ...rest }: OpenOptions): ClientOptions {
  return { ...rest, url: new URL(path, origin ?? window.location.origin).href, era };
}

export async function openClient(opts: OpenOptions): Promise<DemoClient> {
  return sdkThread().connect(clientOptions(opts));
}

/** A client on this thread, for what needs the SDK's Client object itself (the Tasks extension's requester wraps it). */
export async function openLocalClient(opts: OpenOptions): Promise<Client> {
  return connectClient(clientOptions(opts));
}
