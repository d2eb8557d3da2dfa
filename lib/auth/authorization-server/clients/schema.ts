/**
 * Client metadata (RFC 7591 §2), the part this issuer uses, as zod schemas shared by dynamic
 * registration and client ID metadata documents. Public clients only: no secrets are issued.
 */
import { z } from 'zod';

/** Schemes a redirect may never use: they run code or read local data in the browser. */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'ftp:', 'ws:', 'wss:']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere; http only on loopback (RFC 8252 §7.3); private-use schemes for native apps (§7.1). */
export const RedirectUri = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `redirect URI "${value.slice(0, 100)}" is not an absolute URL` });
      return;
    }
    if (url.hash) ctx.addIssue({ code: 'custom', message: 'a redirect URI must not have a fragment' });
    if (FORBIDDEN_SCHEMES.has(url.protocol)) ctx.addIssue({ code: 'custom', message: `redirect URIs may not use ${url.protocol}` });
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
      ctx.addIssue({ code: 'custom', message: 'http redirect URIs are allowed on loopback only (localhost, 127.0.0.1, [::1]); use https' });
    }
  });

export const ClientMetadata = z.object({
  redirect_uris: z.array(RedirectUri).min(1, 'at least one redirect URI is needed').max(20),
  client_name: z.string().trim().min(1).max(200).optional(),
  client_uri: z.url().max(2000).optional(),
  logo_uri: z.url().max(2000).optional(),
  scope: z.string().max(1000).optional(),
  grant_types: z
    .array(z.string().max(200))
    .max(10)
    .optional()
    .refine((g) => !g || g.includes('authorization_code'), 'grant_types must include authorization_code (the only grant this issuer supports)'),
  response_types: z
    .array(z.string().max(200))
    .max(10)
    .optional()
    .refine((r) => !r || r.includes('code'), 'response_types must include code'),
  token_endpoint_auth_method: z.string().max(100).optional(),
  software_id: z.string().max(200).optional(),
  software_version: z.string().max(100).optional(),
});
export type ClientMetadata = z.infer<typeof ClientMetadata>;

/** What the issuer keeps of a client, sealed into a DCR client_id. */
export const SealedRegistration = z.object({
  redirect_uris: z.array(z.string()).min(1),
  client_name: z.string().optional(),
  client_uri: z.string().optional(),
});

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}
