/**
 * The shared-key gate: `Authorization: Bearer <key>`, compared in constant time. The key comes from
 * MCP_API_KEY; in demo mode (development, or AUTH_DEMO=1) without one, it is derived from
 * AUTH_SECRET, so every instance agrees and the walkthrough can show it.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Guard } from '../guard';
import { deriveBytes } from '../derive';
import { bearerToken, gateOff, refuse } from './challenge';
import { invalidToken } from './refusal';

export const KEY_REALM = 'prompts-observatory';

/** The identity the key door gives whoever presents the shared key. */
export const KEY_HOLDER = 'shared-key-holder';

export type ApiKey = { value: string; source: 'env' | 'demo' };

/** The key this deployment accepts, or undefined when the key door is off. */
export function resolveApiKey(cfg: AppConfig): ApiKey | undefined {
  if (cfg.auth.apiKey) return { value: cfg.auth.apiKey, source: 'env' };
  if (cfg.auth.demo && cfg.auth.secret) return { value: demoApiKey(cfg.auth.secret.value), source: 'demo' };
  return undefined;
}

export function demoApiKey(secret: string): string {
  return `demo_${Buffer.from(deriveBytes(secret, 'demo-api-key', 24)).toString('base64url')}`;
}

/** Hashing first gives equal lengths, so timingSafeEqual never leaks the key's length either. */
function sameKey(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createKeyGuard(cfg: () => AppConfig): Guard {
  return async (req) => {
    const key = resolveApiKey(cfg());
    if (!key) {
      return gateOff(
        'This door needs a shared key and none is configured: set MCP_API_KEY (24+ characters), or AUTH_DEMO=1 with AUTH_SECRET for a derived demo key.',
      );
    }
    const challenge = { scopes: [], realm: KEY_REALM };
    const token = bearerToken(req, challenge, 'missing key: send Authorization: Bearer <key>');
    if (typeof token !== 'string') return token;
    if (!sameKey(token, key.value)) return refuse(invalidToken('key', 'wrong key'), challenge);
    // Every holder of the one shared key is one principal (what owns its tasks); the key itself is never handed on.
    return { ok: true, authInfo: { token: 'shared-key', clientId: KEY_HOLDER, scopes: [] } };
  };
}
