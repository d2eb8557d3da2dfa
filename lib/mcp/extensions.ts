/**
 * Which official extensions one request negotiated: what its own client declared in
 * `clientCapabilities.extensions` (per request on 2026-07-28; the connection's `initialize` on the 2025
 * era), intersected with what this server offers. The one place the decision is made: the Apps view of
 * the lists and the app-only tools' gate call this rather than reading the capabilities themselves.
 */
import { getUiCapability } from '@modelcontextprotocol/ext-apps/server';
import type { ClientCapabilities } from '@modelcontextprotocol/server';
import { APP_RESOURCE_MIME_TYPE } from '../vocabulary';
import { declaresTasks } from './tasks/extension';

export interface NegotiatedExtensions {
  /** io.modelcontextprotocol/tasks (only where the server offers Tasks: the caller checks that too). */
  tasks: boolean;
  /** io.modelcontextprotocol/ui: the host renders `text/html;profile=mcp-app` resources. */
  apps: boolean;
}

export function negotiateExtensions(capabilities: ClientCapabilities | undefined): NegotiatedExtensions {
  return { tasks: declaresTasks(capabilities), apps: declaresApps(capabilities) };
}

/**
 * The host declared the Apps extension with the MIME type this server's app is (the extension's
 * capability lists the types a host renders; one that lists none renders nothing of ours).
 */
function declaresApps(capabilities: ClientCapabilities | undefined): boolean {
  const mimeTypes = getUiCapability(capabilities)?.mimeTypes;
  return Array.isArray(mimeTypes) && mimeTypes.includes(APP_RESOURCE_MIME_TYPE);
}
