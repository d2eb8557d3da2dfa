/**
 * Every environment variable the app reads, parsed once with zod into a typed config.
 * All problems are reported together; production demands what development defaults.
 */
import 'server-only';
import { z } from 'zod';
import { AUTH_KINDS, DEFAULT_TOKEN_ALGORITHMS, SUPPORTED_TOKEN_ALGORITHMS } from './vocabulary';

/**
 * What the environment reference (docs/environment.md, `npm run docs:env`) and the deploy button say
 * about a variable beyond its description, registered on the schema with `.meta()`:
 * - `type`: how to write the value, where the zod type alone would say less (a flag, a list);
 * - `unset`: what happens when it is not set, where that is not a plain `.default()`;
 * - `production`: `required` when a production deployment needs it for a door to open (the deploy
 *   button asks for exactly these), `outside Vercel` when Vercel supplies it, `set by the platform`
 *   for what Next.js or Vercel sets.
 */
export type EnvMeta = {
  type?: string;
  unset?: string;
  production?: 'required' | 'outside Vercel' | 'set by the platform';
  /** With `production: 'required'`: what answers 503 without it. */
  neededFor?: string;
};
const doc = (meta: EnvMeta & { description: string }) => meta;

const csv = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .meta({ type: 'comma-separated list' });

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)))
  .meta({ type: 'flag: 1/0, true/false, yes/no' });

/** Empty strings count as unset, so `FOO=` in an env file does not trip a length check. */
const optionalString = (schema: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(schema.optional());

/** A whole number in [min, max], `fallback` when unset. */
const int = (min: number, max: number, fallback: number, description: string) =>
  z.coerce.number().int().min(min).max(max).default(fallback).describe(description);

/** A per-minute request budget: a whole number, 0 meaning no limit. */
const perMinute = (fallback: number) =>
  z.coerce
    .number()
    .int('must be a whole number')
    .min(0)
    .max(1_000_000)
    .default(fallback)
    .meta({ type: 'requests per minute per participant (per address), 0 = no limit' });

/**
 * The room every default limit is sized for: a workshop of this many participants, all behind one address
 * (a school's NAT) in the worst case, so one address's budget is the whole room's. A budget is twice what
 * the room sends in its busiest minute: `roomSized(n)` for an endpoint one participant calls n times a
 * minute. /facilitator and docs/workshops.md list every limit and what to set for a bigger room.
 */
export const ROOM_PARTICIPANTS = 30;
export const ROOM_HEADROOM = 2;
const roomSized = (perParticipant: number) => ROOM_PARTICIPANTS * perParticipant * ROOM_HEADROOM;

/**
 * Observation channels' fixed budgets, beside the tunable ones in the schema below
 * (OBSERVE_MAX_CHANNEL_BYTES, OBSERVE_MAX_CHANNELS, OBSERVE_MAX_EXCHANGES…). Bytes are what is
 * stored or sent: a record's JSON, where one control character costs six.
 */
export const OBSERVE_BUDGETS = {
  /** One recorded exchange, serialized: bodies and events are cut (and marked) to fit. */
  maxRecordBytes: 128 * 1024,
  /** Each side's headers (request, response), serialized: the rest is cut, with a marker. */
  maxHeaderBytes: 8 * 1024,
  /** A backlog is read this many entries at a time (≤ 1 MiB a command at the record budget)... */
  feedPageEntries: 8,
  /** ...and sent only as fast as the observer takes it; live entries queued past this drop the observer (it resumes from the log). */
  feedQueueBytes: 2 * 1024 * 1024,
  /** A late joiner (no Last-Event-ID) gets the newest exchanges that fit this, not the whole log. */
  lateJoinBytes: 256 * 1024,
  /** ...and at most this many of them. */
  lateJoinEntries: 50,
} as const;

/**
 * The built-in authorization server's development secret. Public by design (it is in the source):
 * fine for `npm run dev` and workshops on a laptop, refused in production.
 */
export const DEV_AUTH_SECRET = 'DEVELOPMENT-ONLY-insecure-auth-secret-do-not-deploy';

/** Who the deployment is and how its HTTP shell behaves (lib/identity, lib/http). */
const identityEnv = {
  MCP_PUBLIC_ORIGIN: optionalString(z.string()).meta(
    doc({
      description:
        'Who this deployment is: `scheme://host[:port]`, no path. Every door\u2019s resource URL (a token\u2019s `aud`), the issuer, both metadata documents and every URL a page prints derive from it; a `Host` header is only checked against it. https in production (http only for localhost).',
      unset:
        'on Vercel `https://$VERCEL_PROJECT_PRODUCTION_URL` (production) or `https://$VERCEL_URL` (previews); under `npm run dev` `http://localhost:$PORT`; elsewhere the OAuth door and the issuer answer 503 naming it',
      production: 'outside Vercel',
    }),
  ),
  MCP_ALLOWED_HOSTS: csv.describe(
    'Extra names this deployment answers to (the Host check, DNS-rebinding protection): `host` (any port) or `host:port`. Vercel\u2019s own hostnames (`VERCEL_URL`, `VERCEL_PROJECT_PRODUCTION_URL`, `VERCEL_BRANCH_URL`) are accepted without it.',
  ),
  MCP_ALLOWED_ORIGINS: csv.describe('Extra browser origins (exact `scheme://host[:port]`) allowed to call the MCP endpoints, e.g. a hosted MCP Inspector.'),
  MCP_APPS_SANDBOX_ORIGIN: optionalString(z.string()).meta(
    doc({
      description:
        'The second origin (`scheme://host[:port]`, no path) the playground renders an MCP App on: its sandbox proxy page (`/api/apps/sandbox`) answers only there, and the pages may frame only it. Point a second name at this same deployment, best on another registrable domain, so the two share no cookies (in development `http://127.0.0.1:$PORT` beside `http://localhost:$PORT` is one). It must differ from `MCP_PUBLIC_ORIGIN`.',
      unset:
        'the sandbox is served from this origin into an opaque-origin frame (`sandbox="allow-scripts"`, and the page sandboxes itself by its CSP): as isolated, but not the two real origins the MCP Apps spec asks a host for',
    }),
  ),
  MCP_ALLOW_LOOPBACK_HOSTS: bool.meta(
    doc({ description: 'Answer to localhost, 127.0.0.1 and [::1] on any port.', unset: 'on under `npm run dev`, off elsewhere' }),
  ),
  MCP_ALLOW_HTTP_ORIGIN: bool.meta(
    doc({
      description:
        'Let production run on an http:// origin that is not loopback: a workshop on a laptop\u2019s address on the room\u2019s Wi-Fi (phones cannot open loopback, and a LAN has no certificate). Keys and tokens cross that network in clear; never on the internet. Refused on Vercel, which is always https.',
      unset: 'off: production needs https unless the origin is loopback',
    }),
  ),
  TRUST_PROXY: bool.meta(
    doc({
      description:
        'Trust `X-Forwarded-Host`/`X-Forwarded-Proto`/`X-Forwarded-For` from the proxy in front. Under `npm start` a participant is then the address that proxy appended last to `X-Forwarded-For` (the hop it saw); without it, the socket\u2019s peer address. Only where a proxy sets them.',
      unset: 'on where Vercel sets `VERCEL=1`, off elsewhere',
    }),
  ),
  SHUTDOWN_GRACE_MS: int(
    0,
    25_000,
    8000,
    'Under `npm start`, how long a stopping server (SIGTERM) waits for requests in flight before it exits; streams are told to reconnect at once. Keep it under the platform\u2019s kill timeout (often 10 s).',
  ),
  SERVER_WARM_UP: bool.meta(
    doc({
      description: 'Under `npm start`, request the key pages once on loopback after listening, so the first participant does not wait for their first render.',
      unset: 'on',
    }),
  ),
  MCP_MAX_BODY_BYTES: int(1024, 16 * 1024 * 1024, 1024 * 1024, 'Largest request body the doors read, in bytes; 413 above it.'),
  MCP_DEV_SERVER: bool.meta(
    doc({
      description:
        'Set by `npm run dev` (`MCP_DEV_SERVER=1 next dev`): the laptop defaults (the public development secret, demo mode, `http://localhost:$PORT` as the origin, loopback hosts). Refused with `NODE_ENV=production`, which `next build` and `next start` set.',
      unset: 'off',
    }),
  ),
};

/** The guards on the doors and the built-in authorization server (lib/auth). */
const authEnv = {
  MCP_AUTH: z
    .enum(AUTH_KINDS, { error: 'must be one of none, key, oauth' })
    .default('none')
    .describe('The guard on `/api/mcp`: `none` (a public read-only corpus), `key` or `oauth`. `/api/mcp/key` and `/api/mcp/oauth` are always guarded.'),
  MCP_API_KEY: optionalString(z.string().min(24, 'must be at least 24 characters (e.g. `openssl rand -base64 32`)')).meta(
    doc({
      description:
        'The shared key `/api/mcp/key` (and `/api/mcp` with `MCP_AUTH=key`) accepts as `Authorization: Bearer <key>`, compared in constant time. 24+ characters, e.g. `openssl rand -base64 32`; give it to your clients. A production build with `MCP_AUTH=key` refuses to start without one.',
      type: 'string, 24+ characters',
      unset: 'in demo mode a key derived from `AUTH_SECRET` (`npm run demo-key`); otherwise the key door answers 503',
      production: 'required',
      neededFor: 'the key door',
    }),
  ),
  AUTH_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')).meta(
    doc({
      description:
        'The secret the built-in authorization server derives its keys from (HKDF to Ed25519; registrations, consent tickets and codes are sealed with it). 32+ characters, e.g. `openssl rand -base64 48`, the same on every instance.',
      type: 'string, 32+ characters',
      unset: 'a public development secret under `npm run dev` only; elsewhere the issuer and the OAuth door answer 503 naming it',
      production: 'required',
      neededFor: 'the OAuth door and its built-in issuer',
    }),
  ),
  AUTH_DEMO: bool.meta(
    doc({
      description:
        'Says out loud that the built-in issuer, which approves anyone, is in use: required in production for `MCP_AUTH=oauth` without an external issuer. Also derives the key door\u2019s demo key from `AUTH_SECRET` when `MCP_API_KEY` is unset.',
      unset: 'on under `npm run dev`, off elsewhere',
    }),
  ),
  AUTH_ISSUER: optionalString(z.string().url('must be an absolute URL such as https://tenant.auth0.com/')).meta(
    doc({
      description: 'An external issuer to trust instead of the built-in one: its exact `iss`. Set together with `AUTH_JWKS_URL`; https in production.',
      type: 'URL',
      unset: 'the built-in issuer at `<origin>/oauth`',
    }),
  ),
  AUTH_JWKS_URL: optionalString(z.string().url('must be an absolute URL such as https://tenant.auth0.com/.well-known/jwks.json')).meta(
    doc({
      description:
        'The external issuer\u2019s key set, fetched only from here (64 KiB, 5 s, one cache per URL). Set together with `AUTH_ISSUER`; https in production.',
      type: 'URL',
    }),
  ),
  AUTH_AUDIENCE: optionalString(z.string().min(1)).meta(
    doc({ description: 'The `aud` to expect when the external issuer does not put the door\u2019s URL there.', unset: 'each door\u2019s own URL (RFC 8707)' }),
  ),
  AUTH_ALGORITHMS: csv.pipe(z.array(z.enum(SUPPORTED_TOKEN_ALGORITHMS, { error: `each must be one of ${SUPPORTED_TOKEN_ALGORITHMS.join(', ')}` }))).meta(
    doc({
      description: `JWS algorithms accepted on access tokens, each one of ${SUPPORTED_TOKEN_ALGORITHMS.join(', ')} (never \`none\` or HS*).`,
      type: 'comma-separated list',
      unset: `\`${DEFAULT_TOKEN_ALGORITHMS.join(',')}\``,
    }),
  ),
  AUTH_REQUIRE_AT_JWT: bool.meta(
    doc({ description: 'Require the RFC 9068 `typ: at+jwt` header. Turn off for issuers that do not set it (e.g. Keycloak).', unset: 'on' }),
  ),
  AUTH_CLOCK_TOLERANCE_S: int(0, 300, 30, 'Clock skew allowed on `exp`/`nbf`, in seconds.'),
  AUTH_TOKEN_TTL_S: int(60, 3600, 600, 'Lifetime of the access tokens the built-in issuer signs, in seconds.'),
  AUTH_CODE_TTL_S: int(10, 600, 60, 'Lifetime of the built-in issuer\u2019s authorization codes, in seconds.'),
  AUTH_REFRESH_TTL_S: int(
    60,
    30 * 86_400,
    8 * 3600,
    'Lifetime of a refresh-token family (one consent\u2019s chain of rotated refresh tokens), in seconds from the consent; rotation does not extend it. Then the client asks the user again.',
  ),
  AUTH_REFRESH_GRANTS_PER_CLIENT: int(
    1,
    100_000,
    300,
    'Live refresh-token families one client_id may hold; past it a token response carries no refresh token and says why. The walkthrough\u2019s metadata-document client is one client for the whole room.',
  ),
  AUTH_REFRESH_GRANTS: int(
    1,
    1_000_000,
    2000,
    'Live refresh-token families the whole deployment may hold (in Redis, or per instance in memory); past it, as above.',
  ),
  AUTH_ALLOW_LOOPBACK_CLIENT_URLS: bool.meta(
    doc({
      description:
        'Let client ID metadata documents live on loopback or private addresses (the tests use it with a local https fixture). Honoured with `NODE_ENV=test`; refused in production.',
      unset: 'on under `npm run dev`, off elsewhere',
    }),
  ),
};

/** What must hold across instances, and the budgets that protect the endpoints (lib/state, lib/limits). */
const stateEnv = {
  REDIS_URL: optionalString(
    z.string().regex(/^rediss?:\/\/[^/?#]+/, 'must be a redis:// or rediss:// URL, such as rediss://default:<password>@<host>:6379'),
  ).meta(
    doc({
      description:
        'The shared state store (used codes, rate limits, tasks, observation channels): Vercel Marketplace Redis/Upstash or Redis Cloud, the same on every instance. Set it on any deployment with more than one instance, with persistence and `maxmemory-policy noeviction` (docs/deploy.md). `/api/health` reports whether it is reachable, slow or full, and whether it lost its data, never the URL.',
      type: '`redis://` or `rediss://` URL',
      unset: 'this process\u2019s memory (per instance)',
    }),
  ),
  RATE_LIMIT_REGISTER: perMinute(roomSized(3)).describe('`POST /oauth/register` (dynamic client registration).'),
  RATE_LIMIT_AUTHORIZE: perMinute(roomSized(6)).describe('`GET /oauth/authorize`.'),
  RATE_LIMIT_CONSENT: perMinute(roomSized(3)).describe('Consent form posts (`POST /oauth/authorize`).'),
  RATE_LIMIT_TOKEN: perMinute(roomSized(6)).describe('`POST /oauth/token`.'),
  RATE_LIMIT_LAB: perMinute(roomSized(2)).describe('`POST /oauth/lab` (the deliberately broken tokens).'),
  RATE_LIMIT_IDP: perMinute(roomSized(4)).describe('The stand-in enterprise IdP: `POST /idp/sign-in` and `POST /idp/token` together.'),
  MCP_RATE_LIMIT: perMinute(0).describe('MCP requests on each door. Fails open when Redis is down.'),
  RATE_LIMIT_ANALYZE: perMinute(roomSized(2)).describe('analyze_corpus runs (a kept result is free): each tour reader runs two paced analyses.'),
  MCP_ANALYZE_CONCURRENCY: int(
    1,
    32,
    2,
    'Full-speed analyze_corpus runs at once on one instance, each in a worker thread at a low CPU priority (nice 10); past it a call waits its turn (MCP_ANALYZE_QUEUE). Paced demo runs share this many threads of their own.',
  ),
  MCP_ANALYZE_QUEUE: int(
    0,
    1000,
    ROOM_PARTICIPANTS * 2,
    'Full-speed analyze_corpus runs (a whole-corpus call, a task) that may wait for a worker on one instance, told their place by progress; past it a call is answered busy.',
  ),
  MCP_ANALYZE_PACED: int(
    1,
    2000,
    ROOM_PARTICIPANTS * 2 * 2,
    'Paced (demo) analyze_corpus runs at once on one instance: they mostly wait, so they share threads rather than hold one each; past it a paced call is answered busy.',
  ),
  RATE_LIMIT_OBSERVE_OPEN: perMinute(60).describe('Observation channels opened (`GET /observe`).'),
  RATE_LIMIT_OBSERVE_FEED: perMinute(240).describe('Observer feed connections (`/observe/<channel>/events`; each page reconnects every 5 minutes).'),
  RATE_LIMIT_OBSERVE_JOIN: perMinute(120).describe(
    'Join-code lookups (`/join/<code>`) per client. On a bare `next start` one bucket serves the whole room: thirty phones fit; guessing a code does not.',
  ),
  OBSERVE_IDLE_TTL_S: int(
    60,
    86_400,
    15 * 60,
    'An observation channel is forgotten this long after its last exchange or observer, in seconds. An open observer page keeps its channel alive, so a channel nobody uses or watches frees its place in minutes.',
  ),
  OBSERVE_MAX_EXCHANGES: int(10, 2000, 200, 'Exchanges a channel keeps for observers who join late or reconnect.'),
  OBSERVE_MAX_CHANNEL_BYTES: int(
    1024 * 1024,
    64 * 1024 * 1024,
    2 * 1024 * 1024,
    'Bytes a channel\u2019s log may occupy, as the memory store\u2019s V8 heap holds it (two bytes a UTF-16 code unit); Redis holds at most half of it (UTF-8). The oldest exchanges go first.',
  ),
  OBSERVE_MAX_CHANNELS: int(
    2,
    10_000,
    100,
    'Channels live at once in the deployment, facilitators\u2019 places included; opening one more is refused (503 with `Retry-After`, at most the idle TTL). Worst case held: this times OBSERVE_MAX_CHANNEL_BYTES.',
  ),
  OBSERVE_FACILITATOR_CHANNELS: int(
    1,
    1000,
    10,
    'Of OBSERVE_MAX_CHANNELS, places only a facilitator\u2019s channel (`/observe?facilitator`, one per client) may take, so participants filling the rest cannot keep the projector\u2019s channel from opening.',
  ),
  OBSERVE_CHANNELS_PER_CLIENT: int(
    1,
    10_000,
    4,
    'Live channels one client (lib/limits/client-key.ts) may hold at once; past it `/observe` answers 429 naming that client\u2019s budget. Behind one NAT address the whole room is one client: raise it, or let the room join the facilitator\u2019s channel by code.',
  ),
  OBSERVE_RECORDS_PER_CLIENT: int(
    1,
    100_000,
    roomSized(10),
    'Exchanges one client may record into one channel a minute (counted over 10 s windows, a sixth each); beyond it they are served but counted, not recorded, so one participant cannot flood the rest out of the backlog at once. Behind one address a room of 30 whose clients each record 5 exchanges sends them within about 30 s, up to 50 in one window: twice that.',
  ),
};

/** The Tasks extension's limits (lib/mcp/tasks). */
const tasksEnv = {
  MCP_TASK_TTL_MS: int(1000, 24 * 3_600_000, 15 * 60_000, 'How long a task is kept from its creation, in ms: finite, as the spec asks.'),
  MCP_TASK_POLL_MS: int(100, 60_000, 500, 'The `pollIntervalMs` clients are told to honour on `tasks/get`, in ms.'),
  MCP_TASK_LISTEN_MS: int(
    1000,
    3_600_000,
    5 * 60_000,
    'The longest a `subscriptions/listen` stream for tasks stays open, in ms; keep it under the platform\u2019s function duration.',
  ),
  MCP_TASK_LISTEN_MAX_IDS: int(1, 1000, 100, 'Task ids one `subscriptions/listen` stream may name; more is refused (-32602).'),
  MCP_TASK_LISTEN_STREAMS: int(1, 10_000, 64, 'Task listen streams open at once on one instance; past it 429 with `Retry-After`.'),
  MCP_TASK_LISTEN_STREAMS_PER_PRINCIPAL: int(1, 10_000, 16, 'Task listen streams open at once per principal (the open door\u2019s callers are one).'),
  MCP_TASK_PARKED_PER_PRINCIPAL: int(1, 100_000, 20, 'refine_prompt tasks parked on input that one principal may start per task TTL.'),
  MCP_TASK_PARKED_PER_INSTANCE: int(1, 100_000, 500, 'refine_prompt tasks parked on input that one instance may start per task TTL.'),
  MCP_TASK_LEASE_MS: int(
    100,
    600_000,
    15_000,
    'A working task\u2019s lease, in ms: its instance checks in every third of it; a task whose instance stopped checking in ends `failed` at the next look after it lapses.',
  ),
  MCP_TASK_MAX_BYTES: int(
    4096,
    16 * 1024 * 1024,
    256 * 1024,
    'The most one task may keep in the shared store (its answers or its result), in UTF-8 bytes; `tasks/update` answers past it are refused.',
  ),
};

/** Tracing (lib/telemetry), with OpenTelemetry's standard variables. */
const tracingEnv = {
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString(z.string().url('must be an absolute URL such as http://localhost:4318')).meta(
    doc({
      description:
        'An OTLP/HTTP collector for the request spans (`/v1/traces` is appended). The exporter also reads the other standard `OTEL_EXPORTER_OTLP_*` variables itself.',
      type: 'URL',
      unset: 'nothing is exported (spans still get real ids for the meter)',
    }),
  ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalString(z.string().url('must be an absolute URL such as http://localhost:4318/v1/traces')).meta(
    doc({ description: 'The collector for traces alone, used as given.', type: 'URL' }),
  ),
  OTEL_SERVICE_NAME: optionalString(z.string().min(1)).meta(doc({ description: 'The `service.name` on exported spans.', unset: '`prompts-observatory`' })),
  OTEL_SDK_DISABLED: bool.meta(doc({ description: 'OpenTelemetry\u2019s off switch: `true` exports nothing even with an endpoint set.', unset: 'off' })),
};

/** The corpus's location (read by lib/corpus and scripts/corpus.ts themselves: the corpus layer knows no config). */
const corpusEnv = {
  CORPUS_PATH: optionalString(z.string().min(1)).meta(
    doc({ description: 'Where the server reads the corpus CSV (its snapshot beside it).', type: 'path', unset: '`data/prompts.csv`' }),
  ),
  CORPUS_SOURCE: optionalString(z.string().min(1)).meta(
    doc({
      description:
        'Where `npm run corpus` (install, dev, build) copies the corpus from, `.csv` or `.csv.gz`. Its sha256 must match the pinned one whatever the source.',
      type: 'path',
      unset: '`../shared/corpus/prompts.csv.gz` if present, else the pinned download',
    }),
  ),
  MCP_DEBUG: optionalString(z.string().min(1)).meta(
    doc({ description: 'Any value: the door also writes each MCP transport error\u2019s message to stderr.', type: 'any value', unset: 'off' }),
  ),
};

/** Set by the platform or the framework: read, never set by hand. */
const platform = (description: string) => z.string().optional().meta({ description, production: 'set by the platform' });
const platformEnv = {
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .meta({ description: 'Set by Next.js: `production` under `next build`/`next start`.', production: 'set by the platform' }),
  PORT: platform('The port `next dev`/`next start` listens on.'),
  VERCEL: platform('`1` on Vercel.'),
  VERCEL_ENV: platform('`production`, `preview` or `development`, set by Vercel.'),
  VERCEL_URL: platform('This deployment\u2019s own hostname, set by Vercel.'),
  VERCEL_PROJECT_PRODUCTION_URL: platform('The project\u2019s production hostname, set by Vercel.'),
  VERCEL_BRANCH_URL: platform('The branch\u2019s hostname, set by Vercel.'),
  VERCEL_GIT_PROVIDER: platform('The Git provider a deployment was built from (`github`, `gitlab`, `bitbucket`), set by Vercel.'),
  VERCEL_GIT_REPO_OWNER: platform('The owner of the repository a deployment was built from, set by Vercel: /connect\u2019s deploy button clones it.'),
  VERCEL_GIT_REPO_SLUG: platform('That repository\u2019s name, set by Vercel.'),
};

/** The sections of the environment reference, in order; the schema is their union. */
export const ENV_SECTIONS = [
  { title: 'Identity and the HTTP shell', shape: identityEnv },
  { title: 'Auth: the doors and the built-in issuer', shape: authEnv },
  { title: 'Shared state and rate limits', shape: stateEnv },
  { title: 'Tasks', shape: tasksEnv },
  { title: 'Tracing', shape: tracingEnv },
  { title: 'Corpus and debugging', shape: corpusEnv },
  { title: 'Set by the platform', shape: platformEnv },
] as const;

export const EnvSchema = z.object({ ...identityEnv, ...authEnv, ...stateEnv, ...tasksEnv, ...tracingEnv, ...corpusEnv, ...platformEnv });

export type AppConfig = ReturnType<typeof parseConfig>;

/**
 * What the custom server in front of Next (scripts/server.ts, `npm start`) needs, parsed from the same
 * schema entries alone: it must start, and key participants, even when the rest of the configuration is
 * wrong (the app then answers 503 naming the problem).
 */
export function parseServerConfig(env: Record<string, string | undefined> = process.env) {
  const { TRUST_PROXY, SHUTDOWN_GRACE_MS, SERVER_WARM_UP, MCP_PUBLIC_ORIGIN } = identityEnv;
  const e = z.object({ TRUST_PROXY, SHUTDOWN_GRACE_MS, SERVER_WARM_UP, MCP_PUBLIC_ORIGIN, VERCEL: platformEnv.VERCEL }).parse(env);
  const host = e.MCP_PUBLIC_ORIGIN && URL.canParse(e.MCP_PUBLIC_ORIGIN) ? new URL(e.MCP_PUBLIC_ORIGIN).host : undefined;
  return {
    trustProxy: e.TRUST_PROXY ?? e.VERCEL === '1',
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    warmUp: e.SERVER_WARM_UP ?? true,
    /** The Host the warm-up's requests carry (a page answers only to its own origin's). */
    warmUpHost: host,
  };
}

/** Parses an environment (process.env by default). Throws one error listing every problem. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)), ...crossFieldProblems(env)];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix these environment variables and restart.`);
  }
  const e = parsed.data;
  // Only `npm run dev` may default what a deployment must be told (the public secret, its own origin).
  const devServer = e.MCP_DEV_SERVER === true;
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
    /** The Git repository Vercel built this deployment from, when it says (a fork's deployment names the fork). */
    deployedFrom: gitRepositoryUrl(e.VERCEL_GIT_PROVIDER, e.VERCEL_GIT_REPO_OWNER, e.VERCEL_GIT_REPO_SLUG),
    /** The MCP Apps sandbox's own origin; undefined: served from this origin into an opaque-origin frame. */
    appsSandboxOrigin: e.MCP_APPS_SANDBOX_ORIGIN ? exactOrigin(e.MCP_APPS_SANDBOX_ORIGIN) : undefined,
    maxBodyBytes: e.MCP_MAX_BODY_BYTES,
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
      refresh: { ttlS: e.AUTH_REFRESH_TTL_S, grantsPerClient: e.AUTH_REFRESH_GRANTS_PER_CLIENT, grants: e.AUTH_REFRESH_GRANTS },
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
      idp: e.RATE_LIMIT_IDP,
      door: e.MCP_RATE_LIMIT,
      analyze: e.RATE_LIMIT_ANALYZE,
      observeOpen: e.RATE_LIMIT_OBSERVE_OPEN,
      observeFeed: e.RATE_LIMIT_OBSERVE_FEED,
      observeJoin: e.RATE_LIMIT_OBSERVE_JOIN,
    },
    /** Observation channels (lib/observe). */
    observe: {
      idleTtlMs: e.OBSERVE_IDLE_TTL_S * 1000,
      maxExchanges: e.OBSERVE_MAX_EXCHANGES,
      maxChannelBytes: e.OBSERVE_MAX_CHANNEL_BYTES,
      maxChannels: e.OBSERVE_MAX_CHANNELS,
      facilitatorChannels: Math.min(e.OBSERVE_FACILITATOR_CHANNELS, e.OBSERVE_MAX_CHANNELS - 1),
      channelsPerClient: e.OBSERVE_CHANNELS_PER_CLIENT,
      recordsPerClient: e.OBSERVE_RECORDS_PER_CLIENT,
      ...OBSERVE_BUDGETS,
    },
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
      leaseMs: e.MCP_TASK_LEASE_MS,
      maxRecordBytes: e.MCP_TASK_MAX_BYTES,
    },
    /** analyze_corpus's worker pool on this instance (lib/corpus/analysis-pool.ts). */
    analysis: { concurrency: e.MCP_ANALYZE_CONCURRENCY, queue: e.MCP_ANALYZE_QUEUE, paced: e.MCP_ANALYZE_PACED },
    /** Spans are exported only when an OTLP endpoint is set (and the SDK not disabled); ids and the meter exist either way. */
    tracing: { exporting: !e.OTEL_SDK_DISABLED && Boolean(e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_ENDPOINT) },
  };
}

const GIT_HOSTS: Record<string, string> = { github: 'https://github.com', gitlab: 'https://gitlab.com', bitbucket: 'https://bitbucket.org' };

function gitRepositoryUrl(provider?: string, owner?: string, slug?: string): string | undefined {
  const host = provider ? GIT_HOSTS[provider] : undefined;
  const safe = (s?: string) => (s && /^[\w.-]+$/.test(s) ? s : undefined);
  return host && safe(owner) && safe(slug) ? `${host}/${owner}/${slug}` : undefined;
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
    else if (production && origin.startsWith('http:') && !isLoopbackHost(new URL(origin).hostname) && !on('MCP_ALLOW_HTTP_ORIGIN')) {
      problems.push(
        'MCP_PUBLIC_ORIGIN: must be https in production (http only for localhost, or for a workshop on a local network with MCP_ALLOW_HTTP_ORIGIN=1)',
      );
    }
  }
  const sandbox = (env.MCP_APPS_SANDBOX_ORIGIN ?? '').trim();
  if (sandbox) {
    const problem = originProblem(sandbox);
    if (problem) problems.push(`MCP_APPS_SANDBOX_ORIGIN: ${problem}`);
    else if (origin && !originProblem(origin) && new URL(sandbox).origin === new URL(origin).origin)
      problems.push("MCP_APPS_SANDBOX_ORIGIN: must differ from MCP_PUBLIC_ORIGIN (an app on the page's own origin could reach the page)");
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
    if (on('MCP_DEV_SERVER')) {
      problems.push('MCP_DEV_SERVER: only `npm run dev` sets it; never in production (it turns on the public development secret)');
    }
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
    if (on('MCP_ALLOW_HTTP_ORIGIN') && (env.VERCEL ?? '').trim() === '1') {
      problems.push('MCP_ALLOW_HTTP_ORIGIN: not on Vercel (a deployment there is always https); unset it');
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

/** localhost (and its subdomains, as browsers treat them), 127.0.0.0/8 and ::1: names only this machine can reach. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '[::1]' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
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
