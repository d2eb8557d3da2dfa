/**
 * The "Deploy with Vercel" button asks for exactly what the config schema says production needs, with
 * the schema's descriptions, offers the Redis store (REDIS_URL), and clones only a repository someone
 * named: package.json names none (nothing says where this copy is hosted), so the README has no button.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvSchema, parseConfig } from '../../lib/config';
import { requiredInProduction } from '../../lib/config-reference';
import { deployButtonMarkdown, deployButtonUrl, environmentReferenceUrl, SOURCE_REPOSITORY } from '../../lib/deploy-button';
import pkg from '../../package.json' with { type: 'json' };

/** Read straight off the schema's metadata, not through the reference the button is built from. */
const markedRequired = Object.entries(EnvSchema.shape)
  .filter(([, schema]) => (z.globalRegistry.get(schema) as { production?: string } | undefined)?.production === 'required')
  .map(([name]) => name);

/** A repository as a deployment Vercel built from Git reports it (the button is only drawn for one). */
const FORK = 'https://github.com/a-teacher/observatory';

describe('the deploy button', () => {
  const url = new URL(deployButtonUrl(requiredInProduction(), FORK));
  const q = url.searchParams;

  it('opens Vercel’s clone flow on the repository it is given', () => {
    expect(url.origin + url.pathname).toBe('https://vercel.com/new/clone');
    expect(q.get('repository-url')).toBe(FORK);
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
    expect(q.get('envLink')).toBe(environmentReferenceUrl(FORK));
  });

  it('offers the Marketplace Redis store, which sets REDIS_URL, instead of asking for it', () => {
    expect(JSON.parse(q.get('stores') ?? '[]')).toEqual([{ type: 'integration', integrationSlug: 'redis', productSlug: 'redis' }]);
    expect(q.get('env')).not.toContain('REDIS_URL');
  });

  it('clones the repository a deployment Vercel built from Git was built from (a fork’s own)', () => {
    const fork = parseConfig({ NODE_ENV: 'test', VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'a-teacher', VERCEL_GIT_REPO_SLUG: 'observatory' });
    expect(fork.deployedFrom).toBe(FORK);
    const forkButton = new URL(deployButtonUrl(requiredInProduction(), fork.deployedFrom ?? '')).searchParams;
    expect(forkButton.get('repository-url')).toBe(FORK);
    expect(forkButton.get('envLink')).toBe(`${FORK}/blob/main/docs/environment.md`);
    // A name Vercel would never send is not made into a URL.
    expect(
      parseConfig({ NODE_ENV: 'test', VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'x/../y', VERCEL_GIT_REPO_SLUG: 'z' }).deployedFrom,
    ).toBeUndefined();
  });

  it('is not invented: package.json names no repository, so there is no button to clone a guess', () => {
    expect('repository' in pkg).toBe(false);
    expect(SOURCE_REPOSITORY).toBeUndefined();
    expect(deployButtonMarkdown(requiredInProduction())).toBeUndefined();
    expect(deployButtonMarkdown(requiredInProduction(), FORK)).toContain(encodeURIComponent(FORK));
  });

  it('the README carries no button and no repository URL nobody gave it', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    expect(readme).not.toContain('](https://vercel.com/new/clone');
    expect(readme).not.toMatch(/github\.com%2F|github\.com\/(?!vercel)[\w-]+\/[\w-]+/);
    expect(readme).toContain('npx vercel deploy --prod');
  });
});
