/**
 * Opaque pagination cursors. Stateless: the cursor carries its offset and a short hash of the
 * query it belongs to, so a cursor replayed against another query is refused rather than misread.
 */
import { createHash } from 'node:crypto';

function fingerprint(scope: unknown): string {
  return createHash('sha256').update(JSON.stringify(scope)).digest('base64url').slice(0, 8);
}

export function encodeCursor(offset: number, scope: unknown): string {
  return Buffer.from(`${offset}:${fingerprint(scope)}`).toString('base64url');
}

/** The offset, or undefined when the cursor is malformed or from another scope. */
export function decodeCursor(cursor: string, scope: unknown): number | undefined {
  const [offset, fp] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  const n = Number(offset);
  if (!Number.isSafeInteger(n) || n < 0 || fp !== fingerprint(scope)) return undefined;
  return n;
}
