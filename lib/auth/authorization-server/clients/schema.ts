/**
 * Client metadata (RFC 7591 §2), the part this issuer uses, as zod schemas shared by dynamic
 * registration and client ID metadata documents. Public clients only: no secrets are issued.
 */
import { z } from 'zod';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A private-use scheme is a reversed domain name the client controls (RFC 8252 §7.1), e.g. com.example.app. */
const PRIVATE_USE_SCHEME = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+:$/;

/**
 * An allow-list, not a deny-list: https anywhere; http on loopback only (RFC 8252 §7.3); a private-use
 * scheme `reverse.domain:/path` for native apps (§7.1). Never userinfo or a fragment.
 * `ownHttpOrigin`: this deployment's configured origin when that is plain http off loopback (a workshop's
 * LAN origin, which config admits only with MCP_ALLOW_HTTP_ORIGIN=1): its own pages' callbacks, and
 * no other http host, are allowed too; the issuer itself is served over that same http.
 */
const redirectUri = (ownHttpOrigin?: string) =>
  z
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
      if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'a redirect URI must not carry userinfo (user:password@)' });
      if (url.protocol === 'https:') return;
      if (url.protocol === 'http:') {
        if (!LOOPBACK.has(url.hostname) && url.origin !== ownHttpOrigin)
          ctx.addIssue({
            code: 'custom',
            message: `http redirect URIs are allowed on loopback only (localhost, 127.0.0.1, [::1])${ownHttpOrigin ? ` or on this deployment's own ${ownHttpOrigin}` : ''}; use https`,
          });
        return;
      }
      if (!PRIVATE_USE_SCHEME.test(url.protocol) || !/^[a-z0-9.+-]+:\/[^/]/i.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `redirect URIs must be https, http on loopback, or a private-use scheme like com.example.app:/callback; ${url.protocol} is not allowed`,
        });
      }
    });

const clientMetadata = (ownHttpOrigin?: string) => ({
  redirect_uris: z.array(redirectUri(ownHttpOrigin)).min(1, 'at least one redirect URI is needed').max(20),
  client_name: z.string().trim().min(1).max(200).optional(),
  client_uri: z.url().max(2000).optional(),
  logo_uri: z.url().max(2000).optional(),
  scope: z.string().max(1000).optional(),
  grant_types: z
    .array(z.string().max(200))
    .max(10)
    .optional()
    .refine((g) => !g || g.includes('authorization_code'), 'grant_types must include authorization_code (refresh_token comes with it, on request)'),
  response_types: z
    .array(z.string().max(200))
    .max(10)
    .optional()
    .refine((r) => !r || r.includes('code'), 'response_types must include code'),
  token_endpoint_auth_method: z.string().max(100).optional(),
  software_id: z.string().max(200).optional(),
  software_version: z.string().max(100).optional(),
});
export const ClientMetadata = z.object(clientMetadata());
export type ClientMetadata = z.infer<typeof ClientMetadata>;

/** What dynamic registration accepts on a deployment whose configured origin is `origin`. */
export function clientMetadataFor(origin: string): typeof ClientMetadata {
  const url = new URL(origin);
  return url.protocol === 'http:' && !LOOPBACK.has(url.hostname) ? z.object(clientMetadata(url.origin)) : ClientMetadata;
}

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
