/** The secrets a channel replaces before it publishes: this deployment's key (set, or the demo one), AUTH_SECRET, a Redis password. */
import { describe, expect, it } from 'vitest';
import { demoApiKey } from '../../lib/auth/resource-server/key-gate';
import { parseConfig } from '../../lib/config';
import { deploymentSecrets } from '../../lib/observe/deployment-secrets';
import { maskExchangeDeep } from '../../lib/wire/mask';

const AUTH_SECRET = 'unit-secret-0123456789abcdefghijklmnopqrstuvwxyz';

describe("the deployment's own secrets", () => {
  it('names the demo key, AUTH_SECRET and the Redis password from configuration, and a channel never shows them', () => {
    const cfg = parseConfig({ NODE_ENV: 'test', AUTH_SECRET, AUTH_DEMO: '1', REDIS_URL: 'redis://:redis-pw-0123456789@127.0.0.1:6379' });
    const secrets = deploymentSecrets(cfg);
    const demo = demoApiKey(AUTH_SECRET);
    expect(secrets.map((s) => s.label)).toEqual(['demo key', 'AUTH_SECRET', 'REDIS_URL password']);
    const masked = maskExchangeDeep(
      {
        seq: 1,
        startedAt: 0,
        request: {
          method: 'POST',
          url: 'http://x/o/c/api/mcp/key',
          headers: [['authorization', `Bearer ${demo}`]],
          body: `{"q":"${demo} ${AUTH_SECRET} redis-pw-0123456789"}`,
        },
      },
      { secrets },
    );
    const text = JSON.stringify(masked);
    for (const s of [demo, AUTH_SECRET, 'redis-pw-0123456789']) expect(text).not.toContain(s);
    expect(masked.request.headers[0][1]).toBe('Bearer [demo key]');
  });

  it('prefers MCP_API_KEY when it is set', () => {
    const key = 'configured-key-0123456789abcdef';
    expect(deploymentSecrets(parseConfig({ NODE_ENV: 'test', MCP_API_KEY: key }))).toEqual([{ value: key, label: 'MCP_API_KEY' }]);
  });
});
