/**
 * The "Deploy with Vercel" button asks for exactly what the config schema says production needs, with
 * the schema's descriptions, offers the Redis store (REDIS_URL), and the README carries the current URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvSchema, parseConfig } from '../../lib/config';
import { requiredInProduction } from '../../lib/config-reference';
import { deployButtonMarkdown, deployButtonUrl, ENV_REFERENCE_URL, SOURCE_REPOSITORY } from '../../lib/deploy-button';

/** Read straight off the schema's metadata, not through the reference the button is built from. */
const markedRequired = Object.entries(EnvSchema.shape)
  .filter(([, schema]) => (z.globalRegistry.get(schema) as { production?: string } | undefined)?.production === 'required')
  .map(([name]) => name);

describe('the deploy button', () => {
  const url = new URL(deployButtonUrl(requiredInProduction()));
  const q = url.searchParams;

  it('opens Vercel’s clone flow on this repository', () => {
    expect(url.origin + url.pathname).toBe('https://vercel.com/new/clone');
    expect(q.get('repository-url')).toBe(SOURCE_REPOSITORY);
  });

  it('asks for exactly the variables the schema marks as required in production', () => {
    expect(markedRequired.length).toBeGreaterThan(0);
    expect(q.get('env')?.split(',').sort()).toEqual([...markedRequired].sort());
    expect(q.get('env')?.split(',')).toEqual(expect.arrayContaining(['AUTH_SECRET', 'MCP_API_KEY']));
  });

  it('describes each of them from the schema and links the environment reference', () => {
    const description = q.get('envDescription') ?? '';
    for (const v of requiredInProduction()) {
      expect(description).toContain(v.name);
      expect(description).toContain(v.type);
      expect(description).toContain(v.neededFor);
    }
    expect(q.get('envLink')).toBe(ENV_REFERENCE_URL);
  });

  it('offers the Marketplace Redis store, which sets REDIS_URL, instead of asking for it', () => {
    expect(JSON.parse(q.get('stores') ?? '[]')).toEqual([{ type: 'integration', integrationSlug: 'redis', productSlug: 'redis' }]);
    expect(q.get('env')).not.toContain('REDIS_URL');
  });

  it('names package.json’s repository, or on a deployment Vercel built from Git, that repository (a fork’s own)', () => {
    expect(SOURCE_REPOSITORY).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    const fork = parseConfig({ NODE_ENV: 'test', VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'a-teacher', VERCEL_GIT_REPO_SLUG: 'observatory' });
    expect(fork.deployedFrom).toBe('https://github.com/a-teacher/observatory');
    const forkButton = new URL(deployButtonUrl(requiredInProduction(), fork.deployedFrom)).searchParams;
    expect(forkButton.get('repository-url')).toBe('https://github.com/a-teacher/observatory');
    expect(forkButton.get('envLink')).toBe('https://github.com/a-teacher/observatory/blob/main/docs/environment.md');
    // A name Vercel would never send is not made into a URL.
    expect(
      parseConfig({ NODE_ENV: 'test', VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'x/../y', VERCEL_GIT_REPO_SLUG: 'z' }).deployedFrom,
    ).toBeUndefined();
  });

  it('is the one the README carries', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    expect(readme, 'run `npm run docs:env` and commit README.md').toContain(deployButtonMarkdown(requiredInProduction()));
  });
});
