'use client';
/**
 * The MCP Inspector command for this deployment. The tour is a static page, so the origin is read in
 * the browser (the one the reader is on); before that, a placeholder that says what goes there.
 */
import { useSyncExternalStore } from 'react';
import { inspectorCommands } from '@/content/connect-snippets';
import { DOOR } from '@/lib/vocabulary';

const noChange = () => () => undefined;

export function InspectorCommand() {
  const origin = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => 'https://<this-site>',
  );
  return <code data-testid="inspector-command">{inspectorCommands(`${origin}${DOOR.open.path}`)[0].code}</code>;
}
