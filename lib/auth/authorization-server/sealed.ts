/**
 * Values the issuer hands out instead of keeping rows: a registration (the DCR client_id), a consent
 * ticket, an authorization code. Each is a JWE (`dir` + A256GCM) under its own key derived from
 * AUTH_SECRET, so it is opaque, tamper-evident, and cannot be passed off as another kind: a code does
 * not open as a registration, and none of them is a signed JWT that could pass for an access token.
 */
import 'server-only';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import type { z } from 'zod';
import { deriveBytes } from '../derive';

export type SealPurpose =
  | 'sealed-registration'
  | 'sealed-confidential-client'
  | 'sealed-consent'
  | 'sealed-code'
  | 'naive-sealed-consent'
  | 'naive-sealed-code';

/**
 * The naive issuer's tickets and codes under keys of their own: one it made never opens at the real
 * issuer (and the reverse), so the checks it skips can never be skipped for a real code.
 */
export const sealedFor = (purpose: 'sealed-consent' | 'sealed-code', naive: boolean): SealPurpose => (naive ? `naive-${purpose}` : purpose);

export async function seal(secret: string, purpose: SealPurpose, claims: Record<string, unknown>, ttlS?: number): Promise<string> {
  const jwt = new EncryptJWT(claims as JWTPayload).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt();
  if (ttlS !== undefined) jwt.setExpirationTime(`${ttlS}s`);
  return jwt.encrypt(deriveBytes(secret, purpose));
}

/** The sealed claims, or undefined when the value is foreign, tampered with, expired or malformed. */
export async function unseal<T>(
  secret: string,
  purpose: SealPurpose,
  value: string,
  schema: z.ZodType<T>,
): Promise<(T & { iat: number; exp?: number }) | undefined> {
  try {
    const { payload } = await jwtDecrypt(value, deriveBytes(secret, purpose), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const parsed = schema.safeParse(payload);
    return parsed.success ? { ...parsed.data, iat: payload.iat ?? 0, exp: payload.exp } : undefined;
  } catch {
    return undefined;
  }
}
