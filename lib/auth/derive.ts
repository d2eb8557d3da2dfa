/**
 * Deterministic key material from the configured secret (HKDF-SHA256), one purpose per label.
 * Every instance with the same secret derives the same bytes: that is what makes the issuer
 * stateless (no key store, no shared database) and lets two processes accept each other's codes.
 */
import 'server-only';
import { hkdfSync } from 'node:crypto';

export type DerivedPurpose =
  | 'signing-key'
  | 'idp-signing-key'
  | 'sealed-confidential-client'
  | 'sealed-registration'
  | 'sealed-consent'
  | 'sealed-code'
  | 'naive-sealed-consent'
  | 'naive-sealed-code'
  | 'demo-api-key';

const SALT = 'prompts-observatory/auth/v1';

export function deriveBytes(secret: string, purpose: DerivedPurpose, length = 32): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, SALT, purpose, length));
}
