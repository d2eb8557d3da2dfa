/**
 * MCP's own names for `_meta` keys and the extensions (Tasks, Apps), as the SDK exports them. Each is typed as
 * the SDK's constant, so another value fails the typecheck (tests/unit/vocabulary/protocol.test.ts
 * compares the values as well). They are written here rather than re-exported because a value import of
 * the SDK would pull its schemas (~300 kB) into every page that shows a frame. Server code that already
 * imports the SDK may use the SDK's constant itself; nothing writes these strings anywhere else
 * (lint/no-protocol-literals.grit).
 */
import type * as Sdk from '@modelcontextprotocol/client';
import type * as Apps from '@modelcontextprotocol/ext-apps/server';
import type * as Tasks from '@modelcontextprotocol/ext-tasks/core/v2';

export const PROTOCOL_VERSION_META_KEY: typeof Sdk.PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
export const CLIENT_CAPABILITIES_META_KEY: typeof Sdk.CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
export const CLIENT_INFO_META_KEY: typeof Sdk.CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
export const SERVER_INFO_META_KEY: typeof Sdk.SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';
export const LOG_LEVEL_META_KEY: typeof Sdk.LOG_LEVEL_META_KEY = 'io.modelcontextprotocol/logLevel';
export const SUBSCRIPTION_ID_META_KEY: typeof Sdk.SUBSCRIPTION_ID_META_KEY = 'io.modelcontextprotocol/subscriptionId';
export const TRACEPARENT_META_KEY: typeof Sdk.TRACEPARENT_META_KEY = 'traceparent';
export const TRACESTATE_META_KEY: typeof Sdk.TRACESTATE_META_KEY = 'tracestate';
export const BAGGAGE_META_KEY: typeof Sdk.BAGGAGE_META_KEY = 'baggage';

/** The Tasks extension (SEP-2663) a client lists in its per-request `clientCapabilities.extensions`. */
export const TASKS_EXTENSION_ID: typeof Tasks.TASKS_EXTENSION_ID_V2 = 'io.modelcontextprotocol/tasks';

/** MCP Apps (io.modelcontextprotocol/ui): the extension a host lists, and the type of the HTML it renders. */
export const APPS_EXTENSION_ID: typeof Apps.EXTENSION_ID = 'io.modelcontextprotocol/ui';
export const APP_RESOURCE_MIME_TYPE: typeof Apps.RESOURCE_MIME_TYPE = 'text/html;profile=mcp-app';
