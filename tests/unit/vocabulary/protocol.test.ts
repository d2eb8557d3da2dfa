/**
 * The protocol facts lib/vocabulary writes once are the SDK's (its exported constants, its eras, the
 * revisions it serves), and one era rule serves the door, the meter and the browser alike.
 */
import * as client from '@modelcontextprotocol/client';
import { EXTENSION_ID as APPS_EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { TASKS_EXTENSION_ID_V2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import * as server from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import * as vocabulary from '../../../lib/vocabulary';
import { doorFetch, openDoor } from '../../helpers/in-process-doors';

/** [name, the vocabulary's, the client SDK's, the server SDK's] */
const SDK_KEYS = [
  ['PROTOCOL_VERSION_META_KEY', vocabulary.PROTOCOL_VERSION_META_KEY, client.PROTOCOL_VERSION_META_KEY, server.PROTOCOL_VERSION_META_KEY],
  ['CLIENT_CAPABILITIES_META_KEY', vocabulary.CLIENT_CAPABILITIES_META_KEY, client.CLIENT_CAPABILITIES_META_KEY, server.CLIENT_CAPABILITIES_META_KEY],
  ['CLIENT_INFO_META_KEY', vocabulary.CLIENT_INFO_META_KEY, client.CLIENT_INFO_META_KEY, server.CLIENT_INFO_META_KEY],
  ['SERVER_INFO_META_KEY', vocabulary.SERVER_INFO_META_KEY, client.SERVER_INFO_META_KEY, server.SERVER_INFO_META_KEY],
  ['LOG_LEVEL_META_KEY', vocabulary.LOG_LEVEL_META_KEY, client.LOG_LEVEL_META_KEY, server.LOG_LEVEL_META_KEY],
  ['SUBSCRIPTION_ID_META_KEY', vocabulary.SUBSCRIPTION_ID_META_KEY, client.SUBSCRIPTION_ID_META_KEY, server.SUBSCRIPTION_ID_META_KEY],
  ['TRACEPARENT_META_KEY', vocabulary.TRACEPARENT_META_KEY, client.TRACEPARENT_META_KEY, server.TRACEPARENT_META_KEY],
  ['TRACESTATE_META_KEY', vocabulary.TRACESTATE_META_KEY, client.TRACESTATE_META_KEY, server.TRACESTATE_META_KEY],
  ['BAGGAGE_META_KEY', vocabulary.BAGGAGE_META_KEY, client.BAGGAGE_META_KEY, server.BAGGAGE_META_KEY],
] as const;

describe("the vocabulary's protocol names", () => {
  it.each(SDK_KEYS)('%s is the value both SDK packages export', (_name, ours, fromClient, fromServer) => {
    expect(ours).toBe(fromClient);
    expect(ours).toBe(fromServer);
  });

  it('names the Tasks and Apps extensions as @modelcontextprotocol/ext-tasks and ext-apps do, and the trace keys the meter strips', () => {
    expect(vocabulary.TASKS_EXTENSION_ID).toBe(TASKS_EXTENSION_ID_V2);
    expect([vocabulary.APPS_EXTENSION_ID, vocabulary.APP_RESOURCE_MIME_TYPE]).toEqual([APPS_EXTENSION_ID, RESOURCE_MIME_TYPE]);
    expect([...vocabulary.TRACE_META_KEYS]).toEqual([client.TRACEPARENT_META_KEY, client.TRACESTATE_META_KEY, client.BAGGAGE_META_KEY]);
  });

  it('lists only 2025-era revisions the SDK negotiates, and the modern revision is the one server/discover advertises', async () => {
    for (const v of vocabulary.LEGACY_PROTOCOL_VERSIONS) expect(client.SUPPORTED_PROTOCOL_VERSIONS).toContain(v);
    const res = await doorFetch(openDoor())('http://127.0.0.1:3000/api/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': vocabulary.MODERN_PROTOCOL_VERSION,
        'mcp-method': 'server/discover',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'server/discover',
        params: {
          _meta: {
            [vocabulary.PROTOCOL_VERSION_META_KEY]: vocabulary.MODERN_PROTOCOL_VERSION,
            [vocabulary.CLIENT_CAPABILITIES_META_KEY]: {},
            [vocabulary.CLIENT_INFO_META_KEY]: { name: 'vocabulary-test', version: '1' },
          },
        },
      }),
    });
    const body = (await res.json()) as { result?: { supportedVersions?: string[] } };
    expect(body.result?.supportedVersions).toContain(vocabulary.MODERN_PROTOCOL_VERSION);
  });
});

describe('eraOfProtocolVersion', () => {
  it.each([
    ['2026-07-28', 'modern'],
    ['2027-03-01', 'modern'],
    ['2025-11-25', 'legacy'],
    ['2025-03-26', 'legacy'],
    // The SDK still serves 2024-11-05 clients over the initialize handshake: their spans and meter say so.
    ['2024-11-05', 'legacy'],
    ['latest', undefined],
    ['2026-07-28x', undefined],
    [null, undefined],
  ] as const)('%s → %s', (version, era) => {
    expect(vocabulary.eraOfProtocolVersion(version)).toBe(era);
  });
});
