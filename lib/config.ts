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
});

export type AppConfig = ReturnType<typeof parseConfig>;

/** Parses an environment (process.env by default). Throws one error listing every problem. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}\nFix these environment variables and restart.`);
  }
  const e = parsed.data;
  const vercelHosts = [e.VERCEL_URL, e.VERCEL_PROJECT_PRODUCTION_URL, e.VERCEL_BRANCH_URL].filter(
    (h): h is string => Boolean(h),
  );
  const allowedHosts = unique(['localhost', '127.0.0.1', '[::1]', ...vercelHosts, ...e.MCP_ALLOWED_HOSTS].map(hostOnly));
  return {
    env: e.NODE_ENV,
    allowedHosts,
    /** Origins are matched by hostname (any port/scheme) for the allowed hosts, plus exact extra origins. */
    allowedOriginHosts: unique([...allowedHosts, ...e.MCP_ALLOWED_ORIGINS.map((o) => hostOnly(safeHost(o)))]),
    trustProxy: e.TRUST_PROXY ?? e.VERCEL === '1',
    maxBodyBytes: e.MCP_MAX_BODY_BYTES,
  };
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/** "example.com:443" → "example.com"; keeps bracketed IPv6 intact. */
function hostOnly(h: string): string {
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
