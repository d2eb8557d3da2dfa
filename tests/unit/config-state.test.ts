/** The shared-state settings: a Redis URL or nothing, and per-minute limits that are whole and not negative. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';

describe('state settings', () => {
  it('default to memory and to limits a workshop room never meets', () => {
    const cfg = parseConfig({ NODE_ENV: 'test' });
    expect(cfg.redisUrl).toBeUndefined();
    // Twice what a room of 30 sends in its busiest minute, the room behind one address (lib/config.ts roomSized).
    expect(cfg.rateLimits).toEqual({
      register: 180,
      authorize: 360,
      consent: 180,
      token: 360,
      lab: 120,
      idp: 240,
      door: 0,
      analyze: 120,
      observeOpen: 60,
      observeFeed: 240,
      observeJoin: 120,
    });
    expect(cfg.analysis).toEqual({ concurrency: 2, queue: 60, paced: 120 });
  });

  it.each(['redis://127.0.0.1:6379', 'rediss://default:secret@example.upstash.io:6379', 'redis://:pw@127.0.0.1:6380/2'])('accept %s', (url) => {
    expect(parseConfig({ NODE_ENV: 'test', REDIS_URL: url }).redisUrl).toBe(url);
  });

  it('refuse a URL that is not redis:// or rediss://, without repeating its password', () => {
    const attempt = () => parseConfig({ NODE_ENV: 'test', REDIS_URL: 'https://default:s3cret-pw@example.upstash.io' });
    expect(attempt).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(attempt).not.toThrow(/s3cret-pw/);
  });

  it('read limits from the environment, 0 meaning off, and refuse negatives and fractions together', () => {
    expect(parseConfig({ NODE_ENV: 'test', RATE_LIMIT_TOKEN: '0', MCP_RATE_LIMIT: '600' }).rateLimits).toMatchObject({ token: 0, door: 600 });
    const attempt = () => parseConfig({ NODE_ENV: 'test', RATE_LIMIT_REGISTER: '-1', RATE_LIMIT_LAB: '1.5' });
    expect(attempt).toThrow(/RATE_LIMIT_REGISTER/);
    expect(attempt).toThrow(/RATE_LIMIT_LAB/);
  });
});
