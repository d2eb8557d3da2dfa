/**
 * A compact JWT taken apart for display: the three base64url segments as they appear, and the
 * header and payload decoded (jose). Decoding is not verifying: see checks.ts.
 */
import { decodeJwt, decodeProtectedHeader, type JWTPayload, type ProtectedHeaderParameters } from 'jose';

export interface DecodedJwt {
  segments: [header: string, payload: string, signature: string];
  header?: ProtectedHeaderParameters;
  payload?: JWTPayload;
  problem?: string;
}

export function decodeToken(token: string): DecodedJwt {
  const parts = token.trim().split('.');
  if (parts.length !== 3)
    return { segments: [parts[0] ?? '', parts[1] ?? '', parts.slice(2).join('.')], problem: 'Not a compact JWT: expected three parts separated by dots.' };
  const segments = parts as DecodedJwt['segments'];
  try {
    return { segments, header: decodeProtectedHeader(token.trim()), payload: decodeJwt(token.trim()) };
  } catch (err) {
    return { segments, problem: `Cannot decode: ${err instanceof Error ? err.message : String(err)}` };
  }
}
