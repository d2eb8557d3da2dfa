/**
 * jwt.io's edit-and-watch, with jose: a decoded part edited as JSON is encoded back (base64url of
 * its compact JSON) into its segment, the other two segments kept byte for byte. Nothing is re-signed
 * (the issuer's key never leaves the server), so an edit breaks the signature, and undoing it, which
 * gives back the same bytes jose signed, mends it.
 */
import { base64url } from 'jose';
import { decodeToken } from './decode';

export type EditablePart = 'header' | 'payload';
const INDEX: Record<EditablePart, 0 | 1> = { header: 0, payload: 1 };

/** The part as a reader edits it: pretty JSON, or undefined when the token does not decode. */
export function partText(token: string, part: EditablePart): string | undefined {
  const d = decodeToken(token);
  const value = part === 'header' ? d.header : d.payload;
  return value ? JSON.stringify(value, null, 2) : undefined;
}

export type Reencoded = { ok: true; token: string } | { ok: false; problem: string };

/** `token` with `part` replaced by `text`, which must be a JSON object. */
export function reencode(token: string, part: EditablePart, text: string): Reencoded {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, problem: `Not JSON yet: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: `The ${part} must be a JSON object.` };
  const segments = token.trim().split('.');
  if (segments.length !== 3) return { ok: false, problem: 'Not a compact JWT: expected three parts separated by dots.' };
  segments[INDEX[part]] = base64url.encode(JSON.stringify(value));
  return { ok: true, token: segments.join('.') };
}
