/**
 * The Tasks extension (io.modelcontextprotocol/tasks, SEP-2663) as this server negotiates it:
 * declared in server/discover, and honoured only for a request whose own per-request
 * clientCapabilities list it (never from what another request declared).
 */
import { type ClientCapabilities, MissingRequiredClientCapabilityError } from '@modelcontextprotocol/server';
import { TASKS_EXTENSION_ID } from '../../vocabulary';

export { TASKS_EXTENSION_ID };

/** No settings are defined for the extension: an empty object says "supported". */
export const TASKS_SERVER_CAPABILITY = { extensions: { [TASKS_EXTENSION_ID]: {} } } as const;

export function declaresTasks(capabilities: ClientCapabilities | undefined): boolean {
  const extensions = (capabilities as { extensions?: Record<string, unknown> } | undefined)?.extensions;
  const entry = extensions?.[TASKS_EXTENSION_ID];
  return typeof entry === 'object' && entry !== null && !Array.isArray(entry);
}

/** -32021: what the spec asks for when a client that did not declare the extension sends tasks/*. */
export function tasksCapabilityMissing(): MissingRequiredClientCapabilityError {
  return new MissingRequiredClientCapabilityError(
    { requiredCapabilities: { extensions: { [TASKS_EXTENSION_ID]: {} } } } as ConstructorParameters<typeof MissingRequiredClientCapabilityError>[0],
    `tasks/* needs the ${TASKS_EXTENSION_ID} extension in this request's clientCapabilities`,
  );
}
