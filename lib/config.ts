/**
 * Every environment variable the app reads, parsed once with zod into a typed config.
 * All problems are reported together; production demands what development defaults.
 */
import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((s) => (s ?? '').split(',').map((x) => x.trim()).filter(Boolean));

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

/** Empty strings count as unset, so `FOO=` in an env file does not trip a length check. */
const optionalString = (schema: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(schema.optional());

/**
 * The built-in authorization server's development secret. Public by design (it is in the source):
 * fine for `next dev` and workshops on a laptop, refused in production.
 */
export const DEV_AUTH_SECRET = 'DEVELOPMENT-ONLY-insecure-auth-secret-do-not-deploy';

/** Asymmetric JWS algorithms a resource server may accept. `none` and HS* are never allowed. */
export const SUPPORTED_TOKEN_ALGORITHMS = ['EdDSA', 'ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'] as const;

export const DOOR_AUTH_MODES = ['none', 'key', 'oauth'] as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Extra hostnames (no scheme, no port) this deployment answers to, besides localhost. */
  MCP_ALLOWED_HOSTS: csv,
  /** Extra browser origins (scheme://host[:port]) allowed to call the MCP endpoints. */
  MCP_ALLOWED_ORIGINS: csv,
  /** Trust X-Forwarded-Proto/Host. Defaults on where Vercel sets VERCEL=1, off on a bare `next start`. */
  TRUST_PROXY: bool,
  VERCEL: z.string().optional(),
  VERCEL_URL: z.string().optional(),
  VERCEL_PROJECT_PRODUCTION_URL: z.string().optional(),
  VERCEL_BRANCH_URL: z.string().optional(),
  /** Largest POST body /api/mcp reads, in bytes. */
  MCP_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(16 * 1024 * 1024).default(1024 * 1024),
  /** The door's fast path for unchanging answers (lib/http/fast-path.ts); off only to compare against the SDK's path. */
  MCP_FAST_PATH: bool,

  /** The guard on /api/mcp (the key and OAuth doors are always guarded). */
  MCP_AUTH: z.enum(DOOR_AUTH_MODES, { error: 'must be one of none, key, oauth' }).default('none'),
  /** The shared key for the key door (and /api/mcp when MCP_AUTH=key). */
  MCP_API_KEY: optionalString(z.string().min(24, 'must be at least 24 characters (e.g. `openssl rand -base64 32`)')),
  /** Secret the built-in authorization server derives its keys from. Same value on every instance. */
  AUTH_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')),
  /** Demo mode in production: the key door uses a key derived from AUTH_SECRET when MCP_API_KEY is unset. */
  AUTH_DEMO: bool,
  /** An external issuer to trust instead of the built-in one (exact `iss`). */
  AUTH_ISSUER: optionalString(z.string().url('must be an absolute URL such as https://tenant.auth0.com/')),
  /** The external issuer's JWKS URL. */
  AUTH_JWKS_URL: optionalString(z.string().url('must be an absolute URL such as https://tenant.auth0.com/.well-known/jwks.json')),
  /** Expected `aud`, when the IdP does not put the resource URL there. Default: each door's canonical URL. */
  AUTH_AUDIENCE: optionalString(z.string().min(1)),
  /** JWS algorithms accepted on access tokens. */
  AUTH_ALGORITHMS: csv.pipe(
    z.array(z.enum(SUPPORTED_TOKEN_ALGORITHMS, { error: `each must be one of ${SUPPORTED_TOKEN_ALGORITHMS.join(', ')}` })),
  ),
  /** Require the RFC 9068 `typ: at+jwt` header. Turn off for IdPs that do not set it (e.g. Keycloak). */
  AUTH_REQUIRE_AT_JWT: bool,
  /** Clock skew allowed on exp/nbf, in seconds. */
  AUTH_CLOCK_TOLERANCE_S: z.coerce.number().int().min(0).max(300).default(30),
  /** Lifetime of access tokens the built-in server issues, in seconds. */
  AUTH_TOKEN_TTL_S: z.coerce.number().int().min(60).max(3600).default(600),
  /** Lifetime of authorization codes, in seconds. */
  AUTH_CODE_TTL_S: z.coerce.number().int().min(10).max(600).default(60),
  /** Let client ID metadata documents live on loopback/private addresses. Development and test only. */
  AUTH_ALLOW_LOOPBACK_CLIENT_URLS: bool,
});

export type AppConfig = ReturnType<typeof parseConfig>;

/** Parses an environment (process.env by default). Throws one error listing every problem. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...crossFieldProblems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix these environment variables and restart.`);
  }
  const e = parsed.data;
  const vercelHosts = [e.VERCEL_URL, e.VERCEL_PROJECT_PRODUCTION_URL, e.VERCEL_BRANCH_URL].filter(
    (h): h is string => Boolean(h),
  );
  const allowedHosts = unique(['localhost', '127.0.0.1', '[::1]', ...vercelHosts, ...e.MCP_ALLOWED_HOSTS].map(hostOnly));
  const development = e.NODE_ENV === 'development';
  const demo = development || e.AUTH_DEMO === true;
  const secret = e.AUTH_SECRET
    ? { value: e.AUTH_SECRET, source: 'env' as const }
    : e.NODE_ENV === 'production'
      ? undefined // the built-in authorization server stays off; its endpoints say why
      : { value: DEV_AUTH_SECRET, source: 'dev-default' as const };
  return {
    env: e.NODE_ENV,
    allowedHosts,
    /** Origins are matched by hostname (any port/scheme) for the allowed hosts, plus exact extra origins. */
    allowedOriginHosts: unique([...allowedHosts, ...e.MCP_ALLOWED_ORIGINS.map((o) => hostOnly(safeHost(o)))]),
    trustProxy: e.TRUST_PROXY ?? e.VERCEL === '1',
    maxBodyBytes: e.MCP_MAX_BODY_BYTES,
    fastPath: e.MCP_FAST_PATH ?? true,
    auth: {
      mainDoor: e.MCP_AUTH,
      demo,
      /** undefined: the built-in authorization server is off (production without AUTH_SECRET). */
      secret,
      /** The shared key: configured, or (demo mode) derived from the secret by the key gate. */
      apiKey: e.MCP_API_KEY,
      /** undefined: trust the built-in issuer at this deployment's origin. */
      externalIssuer: e.AUTH_ISSUER ? { issuer: e.AUTH_ISSUER, jwksUrl: e.AUTH_JWKS_URL as string } : undefined,
      audience: e.AUTH_AUDIENCE,
      algorithms: e.AUTH_ALGORITHMS.length > 0 ? e.AUTH_ALGORITHMS : (['EdDSA', 'ES256', 'RS256'] as const).slice(),
      requireAtJwt: e.AUTH_REQUIRE_AT_JWT ?? true,
      clockToleranceS: e.AUTH_CLOCK_TOLERANCE_S,
      tokenTtlS: e.AUTH_TOKEN_TTL_S,
      codeTtlS: e.AUTH_CODE_TTL_S,
      allowLoopbackClientUrls: development || (e.NODE_ENV === 'test' && e.AUTH_ALLOW_LOOPBACK_CLIENT_URLS === true),
    },
  };
}

/** Checks across variables, on the raw strings so they are reported even when a field fails to parse. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const set = (k: string) => (env[k] ?? '').trim() !== '';
  const on = (k: string) => ['1', 'true', 'yes'].includes((env[k] ?? '').trim());
  const production = (env.NODE_ENV ?? 'development') === 'production';
  const problems: string[] = [];
  if (set('AUTH_ISSUER') !== set('AUTH_JWKS_URL')) {
    problems.push('AUTH_ISSUER and AUTH_JWKS_URL: set both (an external IdP) or neither (the built-in issuer)');
  }
  if (production) {
    if (env.AUTH_SECRET?.trim() === DEV_AUTH_SECRET) {
      problems.push('AUTH_SECRET: the development default is public; set a secret of your own (e.g. `openssl rand -base64 48`)');
    }
    if (env.MCP_AUTH?.trim() === 'key' && !set('MCP_API_KEY') && !on('AUTH_DEMO')) {
      problems.push('MCP_API_KEY: MCP_AUTH=key needs a key in production (or AUTH_DEMO=1 with AUTH_SECRET for a derived demo key)');
    }
    if (on('AUTH_DEMO') && !set('AUTH_SECRET')) {
      problems.push('AUTH_SECRET: AUTH_DEMO=1 derives the demo key from it; set one');
    }
    if (on('AUTH_ALLOW_LOOPBACK_CLIENT_URLS')) {
      problems.push('AUTH_ALLOW_LOOPBACK_CLIENT_URLS: never in production (it lets client URLs reach private addresses)');
    }
    for (const k of ['AUTH_ISSUER', 'AUTH_JWKS_URL']) {
      if (set(k) && !(env[k] ?? '').trim().startsWith('https://')) problems.push(`${k}: must be https in production`);
    }
  }
  return problems;
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/** "example.com:443" → "example.com"; keeps bracketed IPv6 intact. */
export function hostOnly(h: string): string {
  const lower = h.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0];
}

function safeHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    throw new Error(`Invalid configuration: MCP_ALLOWED_ORIGINS entry "${origin}" is not an origin like https://app.example.com`);
  }
}

let cached: AppConfig | undefined;
/** The process's config, parsed on first use. */
export function config(): AppConfig {
  cached ??= parseConfig();
  return cached;
}
