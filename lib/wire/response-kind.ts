/**
 * What a response's body is, for showing it: by its Content-Type, and only without one by its status.
 * A redirect (302, 303) is no exception: its Location is a header, and a body it carries is shown as
 * sent, like any other. One rule for the browser's recorder and an observation channel's.
 */
import type { WireResponse } from './types';

export function responseKind(contentType: string | null, status: number): WireResponse['kind'] {
  const essence = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (essence === 'text/event-stream') return 'sse';
  if (essence === 'application/json' || essence.endsWith('+json')) return 'json';
  // 202 and 204 answer a notification or a preflight: nothing to show, whatever type they name.
  if (status === 202 || status === 204 || !contentType) return 'empty';
  return 'other';
}
