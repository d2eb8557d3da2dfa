/**
 * The secrets this deployment itself holds, which no observer may see even when a client sends them
 * through a channel (a key pasted into a tool argument, a Basic header, a query): the shared key (set
 * or the demo one), the issuer's AUTH_SECRET, and a password in REDIS_URL. From configuration only.
 */
import 'server-only';
import type { AppConfig } from '../config';
import { resolveApiKey } from '../auth/resource-server/key-gate';
import { redisPassword } from '../state/redis-location';
import type { DeploymentSecret } from '../wire/mask';

const known = new WeakMap<AppConfig, readonly DeploymentSecret[]>();

export function deploymentSecrets(cfg: AppConfig): readonly DeploymentSecret[] {
  const cached = known.get(cfg);
  if (cached) return cached;
  const secrets: DeploymentSecret[] = [];
  const key = resolveApiKey(cfg);
  if (key) secrets.push({ value: key.value, label: key.source === 'env' ? 'MCP_API_KEY' : 'demo key' });
  if (cfg.auth.secret) secrets.push({ value: cfg.auth.secret.value, label: 'AUTH_SECRET' });
  const password = redisPassword(cfg.redisUrl);
  if (password) secrets.push({ value: password, label: 'REDIS_URL password' });
  known.set(cfg, secrets);
  return secrets;
}
