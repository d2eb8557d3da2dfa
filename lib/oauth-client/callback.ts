/**
 * The redirect back, checked before its code is trusted: no error from the issuer, `state` is the one
 * this client sent (no forged callback, login CSRF), `iss` is the issuer it talked to (RFC 9207, no
 * mix-up; the SDK's validateAuthorizationResponseIssuer), and a code is there. No exchange.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { sdk } from './fetch';

export interface CallbackParams {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
}

/** The redirect's query, as the callback page reads it. */
export function callbackParams(url: URL | string): CallbackParams {
  const p = new URL(url).searchParams;
  const out: CallbackParams = {};
  for (const k of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
    const v = p.get(k);
    if (v !== null) out[k] = v;
  }
  return out;
}

export interface CallbackCheck {
  /** Which check (the break bench's client check ids are `state` and `iss`). */
  id: 'error' | 'state' | 'iss' | 'code';
  label: string;
  ok: boolean;
  detail: string;
}

/** RFC 9207: `iss` must be the issuer the client talked to (the SDK's check); ok, or the SDK's words. */
export async function checkIssuer(iss: string | undefined, metadata: AuthorizationServerMetadata): Promise<{ ok: boolean; detail: string }> {
  const { validateAuthorizationResponseIssuer } = await sdk();
  try {
    validateAuthorizationResponseIssuer({
      iss,
      expectedIssuer: String(metadata.issuer),
      issParameterSupported: metadata.authorization_response_iss_parameter_supported === true,
    });
    return { ok: true, detail: `iss ${iss ?? '(absent)'} is ${String(metadata.issuer)} (RFC 9207: no mix-up between issuers)` };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}

/** Every check a client makes before redeeming a code, in the order it makes them. */
export async function checkCallback(cb: CallbackParams, expectedState: string, metadata: AuthorizationServerMetadata): Promise<CallbackCheck[]> {
  const iss = await checkIssuer(cb.iss, metadata);
  return [
    {
      id: 'error',
      label: 'No error from the issuer',
      ok: !cb.error,
      detail: cb.error ? `${cb.error}: ${cb.error_description ?? ''}` : 'the redirect carries a code, not an error',
    },
    {
      id: 'state',
      label: 'state matches',
      ok: cb.state === expectedState,
      detail: 'the state we sent came back unchanged: this redirect answers our request',
    },
    { id: 'iss', label: 'iss is our issuer', ok: iss.ok, detail: iss.detail },
    { id: 'code', label: 'code present', ok: Boolean(cb.code), detail: cb.code ? `${cb.code.length} characters, single use, short-lived` : 'missing' },
  ];
}

/**
 * Why a consent's redirect carries no code, in words, or undefined when it carries one: the person
 * denied (access_denied) or the issuer refused after asking.
 */
export function refusedConsent(cb: CallbackParams): string | undefined {
  if (!cb.error) return undefined;
  const why = cb.error === 'access_denied' ? 'You denied access' : 'The issuer refused';
  return `${why}: the issuer redirected back with error=${cb.error}${cb.error_description ? ` (“${cb.error_description}”)` : ''} and no code.`;
}

/** The first check that failed, as an error a person can act on; nothing when all passed. */
export function firstFailure(checks: readonly CallbackCheck[]): Error | undefined {
  const failed = checks.find((c) => !c.ok);
  return failed ? new Error(`The redirect failed a check: ${failed.label} (${failed.detail}).`) : undefined;
}
