/**
 * Every environment variable the app reads, parsed once with zod into a typed config.
 * All problems are reported together; production demands what development defaults.
 */
import 'server-only';
import { z } from 'zod';
import { AUTH_KINDS, DEFAULT_TOKEN_ALGORITHMS, SUPPORTED_TOKEN_ALGORITHMS } from './vocabulary';

const csv = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

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

/** A per-minute request budget: a whole number, 0 meaning no limit. */
const perMinute = (fallback: number) => z.coerce.number().int('must be a whole number').min(0).max(1_000_000).default(fallback);

/**
 * The built-in authorization server's development secret. Public by design (it is in the source):
 * fine for `next dev` and workshops on a laptop, refused in production.
 */
export const DEV_AUTH_SECRET = 'DEVELOPMENT-ONLY-insecure-auth-secret-do-not-deploy';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Who this deployment is: scheme://host[:port]. Every URL it prints and every audience it checks derives from it. */
  MCP_PUBLIC_ORIGIN: optionalString(z.string()),
  /** Set by `next dev` in the server's environment; nothing else sets it. Decides what only a laptop may default. */
  __NEXT_DEV_SERVER: z.string().optional(),
  /** The port `next dev`/`next start` listens on (Next sets it). */
  PORT: z.string().optional(),
  /** Extra names this deployment answers to: `host` (any port) or `host:port`. */
  MCP_ALLOWED_HOSTS: csv,
  /** Extra browser origins (scheme://host[:port]) allowed to call the MCP endpoints. */
  MCP_ALLOWED_ORIGINS: csv,
  /** Answer to localhost/127.0.0.1/[::1] on any port. On under `next dev`; elsewhere only when set. */
  MCP_ALLOW_LOOPBACK_HOSTS: bool,
  /** Trust X-Forwarded-Proto/Host. Defaults on where Vercel sets VERCEL=1, off on a bare `next start`. */
  TRUST_PROXY: bool,
  VERCEL: z.string().optional(),
  /** production | preview | development, set by Vercel. */
  VERCEL_ENV: z.string().optional(),
  VERCEL_URL: z.string().optional(),
  VERCEL_PROJECT_PRODUCTION_URL: z.string().optional(),
  VERCEL_BRANCH_URL: z.string().optional(),
  /** Largest POST body /api/mcp reads, in bytes. */
  MCP_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024)
    .default(1024 * 1024),
  /** The door's fast path for unchanging answers (lib/http/fast-path.ts); off only to compare against the SDK's path. */
  MCP_FAST_PATH: bool,

  /** The guard on /api/mcp (the key and OAuth doors are always guarded). */
  MCP_AUTH: z.enum(AUTH_KINDS, { error: 'must be one of none, key, oauth' }).default('none'),
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
  AUTH_ALGORITHMS: csv.pipe(z.array(z.enum(SUPPORTED_TOKEN_ALGORITHMS, { error: `each must be one of ${SUPPORTED_TOKEN_ALGORITHMS.join(', ')}` }))),
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

  // --- Shared state and rate limits (lib/state, lib/limits) -------------------------------------
  /** Redis for state shared across instances (used codes, rate limits). Unset: this process's memory. */
  REDIS_URL: optionalString(z.string().regex(/^rediss?:\/\/[^/?#]+/, 'must be a redis:// or rediss:// URL, such as rediss://default:<password>@<host>:6379')),
  /** Requests per minute per client on each issuer endpoint; 0 turns a limit off. */
  RATE_LIMIT_REGISTER: perMinute(60),
  RATE_LIMIT_AUTHORIZE: perMinute(240),
  RATE_LIMIT_CONSENT: perMinute(120),
  RATE_LIMIT_TOKEN: perMinute(120),
  RATE_LIMIT_LAB: perMinute(120),
  /** Requests per minute per client on each MCP door; 0 (the default) leaves the doors unlimited. */
  MCP_RATE_LIMIT: perMinute(0),
  /** analyze_corpus runs per minute per client (memo hits are free); 0 turns it off. */
  RATE_LIMIT_ANALYZE: perMinute(10),
  /** analyze_corpus runs at once on one instance, each in a worker thread; past it a call is busy or waits as a task. */
  MCP_ANALYZE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** analyze_corpus tasks that may wait for a worker on one instance; past it a call is answered busy. */
  MCP_ANALYZE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Observation channels (/observe): channels opened, and feed connections made, per minute per client. */
  RATE_LIMIT_OBSERVE_OPEN: perMinute(60),
  RATE_LIMIT_OBSERVE_FEED: perMinute(240),
  /** An observation channel is forgotten this long after its last exchange or observer, in seconds. */
  OBSERVE_IDLE_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(3 * 3600),
  /** A channel keeps at most this many exchanges for observers who join late. */
  OBSERVE_MAX_EXCHANGES: z.coerce.number().int().min(10).max(2000).default(200),
  /** How long a task (Tasks extension) is kept from creation, in ms: finite, as the spec asks. */
  MCP_TASK_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * 3_600_000)
    .default(15 * 60_000),
  /** How often clients are told to poll tasks/get, in ms. */
  MCP_TASK_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(500),
  /** The longest a subscriptions/listen stream for tasks stays open, in ms (a serverless function's time is bounded). */
  MCP_TASK_LISTEN_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(3_600_000)
    .default(5 * 60_000),
  /** Task ids one subscriptions/listen stream may name (more is refused). */
  MCP_TASK_LISTEN_MAX_IDS: z.coerce.number().int().min(1).max(1000).default(100),
  /** Task listen streams open at once on one instance, and per principal (the open door's callers are one). */
  MCP_TASK_LISTEN_STREAMS: z.coerce.number().int().min(1).max(10_000).default(64),
  MCP_TASK_LISTEN_STREAMS_PER_PRINCIPAL: z.coerce.number().int().min(1).max(10_000).default(16),
  /** refine_prompt tasks parked on input that one principal, and one instance, may start per task TTL. */
  MCP_TASK_PARKED_PER_PRINCIPAL: z.coerce.number().int().min(1).max(100_000).default(20),
  MCP_TASK_PARKED_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(500),

  // --- Tracing (lib/telemetry; OpenTelemetry's standard variables) ------------------------------
  /** Where spans go, OTLP over HTTP (the exporter appends /v1/traces). Unset: nothing is exported. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString(z.string().url('must be an absolute URL such as http://localhost:4318')),
  /** The same for traces alone, used as given. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalString(z.string().url('must be an absolute URL such as http://localhost:4318/v1/traces')),
  /** OpenTelemetry's off switch: `true` exports nothing even with an endpoint set. */
  OTEL_SDK_DISABLED: bool,
  // -----------------------------------------------------------------------------------------------
});

export type AppConfig = ReturnType<typeof parseConfig>;

/** Parses an environment (process.env by default). Throws one error listing every problem. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)), ...crossFieldProblems(env)];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix these environment variables and restart.`);
  }
  const e = parsed.data;
  // Only `next dev` may default what a deployment must be told (the public secret, its own origin).
  const devServer = e.__NEXT_DEV_SERVER === '1';
  const identity = resolveIdentity(e, devServer);
  const vercelHosts = [e.VERCEL_URL, e.VERCEL_PROJECT_PRODUCTION_URL, e.VERCEL_BRANCH_URL].filter((h): h is string => Boolean(h));
  const demo = devServer || e.AUTH_DEMO === true;
  const secret = e.AUTH_SECRET
    ? { value: e.AUTH_SECRET, source: 'env' as const }
    : devServer
      ? { value: DEV_AUTH_SECRET, source: 'dev-default' as const }
      : undefined; // the built-in authorization server stays off; its endpoints say why
  return {
    env: e.NODE_ENV,
    devServer,
    /** Who this deployment is. undefined: production without MCP_PUBLIC_ORIGIN or Vercel variables. */
    publicOrigin: identity?.origin,
    publicOriginSource: identity?.source,
    /** Names (host or host:port, lower-case) requests may arrive under, besides the public origin's. */
    extraHosts: unique([...vercelHosts, ...e.MCP_ALLOWED_HOSTS].map((h) => h.trim().toLowerCase())),
    /** Browser origins allowed besides the public origin, exact (scheme://host[:port]). */
    extraOrigins: unique([...vercelHosts.map((h) => `https://${h.toLowerCase()}`), ...e.MCP_ALLOWED_ORIGINS.map(exactOrigin)]),
    /** Loopback names on any port: a laptop's `next dev`, or when the operator says so. */
    allowLoopbackHosts: e.MCP_ALLOW_LOOPBACK_HOSTS ?? devServer,
    trustProxy: e.TRUST_PROXY ?? e.VERCEL === '1',
    maxBodyBytes: e.MCP_MAX_BODY_BYTES,
    fastPath: e.MCP_FAST_PATH ?? true,
    auth: {
      mainDoor: e.MCP_AUTH,
      demo,
      /** undefined: the built-in authorization server is off (no AUTH_SECRET outside `next dev`). */
      secret,
      /** The shared key: configured, or (demo mode) derived from the secret by the key gate. */
      apiKey: e.MCP_API_KEY,
      /** undefined: trust the built-in issuer at this deployment's origin. */
      externalIssuer: e.AUTH_ISSUER ? { issuer: e.AUTH_ISSUER, jwksUrl: e.AUTH_JWKS_URL as string } : undefined,
      audience: e.AUTH_AUDIENCE,
      algorithms: e.AUTH_ALGORITHMS.length > 0 ? e.AUTH_ALGORITHMS : [...DEFAULT_TOKEN_ALGORITHMS],
      requireAtJwt: e.AUTH_REQUIRE_AT_JWT ?? true,
      clockToleranceS: e.AUTH_CLOCK_TOLERANCE_S,
      tokenTtlS: e.AUTH_TOKEN_TTL_S,
      codeTtlS: e.AUTH_CODE_TTL_S,
      allowLoopbackClientUrls: devServer || (e.NODE_ENV === 'test' && e.AUTH_ALLOW_LOOPBACK_CLIENT_URLS === true),
    },
    // --- Shared state and rate limits ---
    /** undefined: in-process memory (per instance). */
    redisUrl: e.REDIS_URL,
    /** Requests per minute per client; 0 = off. Keyed as lib/limits/client-key.ts says. */
    rateLimits: {
      register: e.RATE_LIMIT_REGISTER,
      authorize: e.RATE_LIMIT_AUTHORIZE,
      consent: e.RATE_LIMIT_CONSENT,
      token: e.RATE_LIMIT_TOKEN,
      lab: e.RATE_LIMIT_LAB,
      door: e.MCP_RATE_LIMIT,
      analyze: e.RATE_LIMIT_ANALYZE,
      observeOpen: e.RATE_LIMIT_OBSERVE_OPEN,
      observeFeed: e.RATE_LIMIT_OBSERVE_FEED,
    },
    /** Observation channels (lib/observe). */
    observe: { idleTtlMs: e.OBSERVE_IDLE_TTL_S * 1000, maxExchanges: e.OBSERVE_MAX_EXCHANGES },
    /** The Tasks extension's limits (lib/mcp/tasks). */
    tasks: {
      ttlMs: e.MCP_TASK_TTL_MS,
      pollIntervalMs: e.MCP_TASK_POLL_MS,
      listenMaxMs: e.MCP_TASK_LISTEN_MS,
      listenMaxIds: e.MCP_TASK_LISTEN_MAX_IDS,
      listenStreams: e.MCP_TASK_LISTEN_STREAMS,
      listenStreamsPerPrincipal: e.MCP_TASK_LISTEN_STREAMS_PER_PRINCIPAL,
      parkedPerPrincipal: e.MCP_TASK_PARKED_PER_PRINCIPAL,
      parkedPerInstance: e.MCP_TASK_PARKED_PER_INSTANCE,
    },
    /** analyze_corpus's worker pool on this instance (lib/corpus/analysis-pool.ts). */
    analysis: { concurrency: e.MCP_ANALYZE_CONCURRENCY, queue: e.MCP_ANALYZE_QUEUE },
    /** Spans are exported only when an OTLP endpoint is set (and the SDK not disabled); ids and the meter exist either way. */
    tracing: { exporting: !e.OTEL_SDK_DISABLED && Boolean(e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_ENDPOINT) },
  };
}

type OriginSource = 'MCP_PUBLIC_ORIGIN' | 'VERCEL_PROJECT_PRODUCTION_URL' | 'VERCEL_URL' | 'next dev';

/** MCP_PUBLIC_ORIGIN, else Vercel's own URL for this deployment, else (only under `next dev`) localhost on Next's port. */
function resolveIdentity(e: z.infer<typeof EnvSchema>, devServer: boolean): { origin: string; source: OriginSource } | undefined {
  if (e.MCP_PUBLIC_ORIGIN) return { origin: exactOrigin(e.MCP_PUBLIC_ORIGIN), source: 'MCP_PUBLIC_ORIGIN' };
  if (e.VERCEL_ENV === 'production' && e.VERCEL_PROJECT_PRODUCTION_URL) {
    return { origin: `https://${e.VERCEL_PROJECT_PRODUCTION_URL.toLowerCase()}`, source: 'VERCEL_PROJECT_PRODUCTION_URL' };
  }
  if (e.VERCEL_URL) return { origin: `https://${e.VERCEL_URL.toLowerCase()}`, source: 'VERCEL_URL' };
  if (devServer) return { origin: `http://localhost:${e.PORT || '3000'}`, source: 'next dev' };
  return undefined;
}

/** Checks across variables, on the raw strings so they are reported even when a field fails to parse. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const set = (k: string) => (env[k] ?? '').trim() !== '';
  const on = (k: string) => ['1', 'true', 'yes'].includes((env[k] ?? '').trim());
  const production = (env.NODE_ENV ?? 'development') === 'production';
  const problems: string[] = [];
  const origin = (env.MCP_PUBLIC_ORIGIN ?? '').trim();
  if (origin) {
    const problem = originProblem(origin);
    if (problem) problems.push(`MCP_PUBLIC_ORIGIN: ${problem}`);
    else if (production && origin.startsWith('http:') && !isLoopbackHost(new URL(origin).hostname)) {
      problems.push('MCP_PUBLIC_ORIGIN: must be https in production (http only for localhost)');
    }
  }
  for (const o of csv.parse(env.MCP_ALLOWED_ORIGINS)) {
    const problem = originProblem(o);
    if (problem) problems.push(`MCP_ALLOWED_ORIGINS: "${o.slice(0, 100)}" ${problem}`);
  }
  for (const h of csv.parse(env.MCP_ALLOWED_HOSTS)) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(h))
      problems.push(`MCP_ALLOWED_HOSTS: "${h.slice(0, 100)}" must be a host or host:port (no scheme, path or credentials)`);
  }
  if (set('AUTH_ISSUER') !== set('AUTH_JWKS_URL')) {
    problems.push('AUTH_ISSUER and AUTH_JWKS_URL: set both (an external IdP) or neither (the built-in issuer)');
  }
  if (production) {
    if (env.AUTH_SECRET?.trim() === DEV_AUTH_SECRET) {
      problems.push('AUTH_SECRET: the development default is public; set a secret of your own (e.g. `openssl rand -base64 48`)');
    }
    if (env.MCP_AUTH?.trim() === 'key' && !set('MCP_API_KEY')) {
      problems.push(
        'MCP_API_KEY: MCP_AUTH=key locks /api/mcp with a shared key, and production needs a real one (24+ characters, e.g. `openssl rand -base64 32`), not the demo key',
      );
    }
    if (env.MCP_AUTH?.trim() === 'oauth' && !set('AUTH_ISSUER') && !on('AUTH_DEMO')) {
      problems.push(
        'AUTH_DEMO: MCP_AUTH=oauth with the built-in issuer, which approves anyone, needs AUTH_DEMO=1 to say so; for a real lock set AUTH_ISSUER and AUTH_JWKS_URL to your IdP',
      );
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

/** Why a string is not a bare origin (scheme://host[:port]), or undefined when it is one. */
function originProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an origin such as https://prompts.example.com';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be http or https';
  if (url.username || url.password) return 'must not carry credentials';
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || /[?#]|\/\/[^/]*\/./.test(value.trim())) {
    return 'must be an origin only (scheme://host[:port]), with no path, query or fragment';
  }
  return undefined;
}

/** The canonical spelling of an origin (lower-case, default port dropped). Call after originProblem. */
function exactOrigin(value: string): string {
  return new URL(value.trim()).origin;
}

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '[::1]' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

let cached: AppConfig | undefined;
/** The process's config, parsed on first use. */
export function config(): AppConfig {
  cached ??= parseConfig();
  return cached;
}
