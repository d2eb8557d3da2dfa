/**
 * The "Deploy with Vercel" button's URL (https://vercel.com/docs/deploy-button): clone this repository,
 * ask for the variables the schema marks as required in production (with descriptions generated from
 * it), and offer the Marketplace Redis store, which sets REDIS_URL. Pure: the README (checked by a unit
 * test) and /connect print what this returns, once a repository is known.
 */
import type { EnvVariable } from './config-reference';

import pkg from '../package.json' with { type: 'json' };

/**
 * Where the source lives: package.json's `repository`, the one place npm, GitHub and forks look. This
 * checkout names none (nothing says where it is hosted), so there is no button until someone who
 * publishes it sets the field. A deployment Vercel built from Git passes its own repository instead
 * (`AppConfig.deployedFrom`), so a fork's /connect clones the fork without any edit.
 */
const declared = (pkg as { repository?: string | { url?: string } }).repository;
const declaredUrl = typeof declared === 'string' ? declared : declared?.url;
export const SOURCE_REPOSITORY: string | undefined = declaredUrl?.replace(/^git\+/, '').replace(/\.git$/, '') || undefined;

/** The generated environment reference in that repository, as the button's "learn more" link. */
export const environmentReferenceUrl = (repository: string) => `${repository}/blob/main/docs/environment.md`;

/**
 * The Marketplace store the project creation flow offers: Redis (Redis Cloud), whose integration sets
 * REDIS_URL on the project. The flow's parameter is `stores`, a JSON list, written exactly as Redis's own
 * deploy buttons write it (github.com/redis-developer/session-store-nextjs).
 */
export const REDIS_STORE = { type: 'integration', integrationSlug: 'redis', productSlug: 'redis' } as const;

/** One sentence per variable, from the schema: what it opens and how to write it. */
export function envDescription(required: readonly EnvVariable[]): string {
  return required.map((v) => `${v.name} (${v.type}) opens ${v.neededFor ?? 'a door'}.`).join(' ');
}

export function deployButtonUrl(required: readonly EnvVariable[], repository: string): string {
  const params = new URLSearchParams({
    'repository-url': repository,
    'project-name': 'prompts-observatory',
    'repository-name': 'prompts-observatory',
    env: required.map((v) => v.name).join(','),
    envDescription: envDescription(required),
    envLink: environmentReferenceUrl(repository),
    stores: JSON.stringify([REDIS_STORE]),
  });
  // URLSearchParams writes a space as `+`; the button's own examples use %20, which every parser reads alike.
  return `https://vercel.com/new/clone?${params.toString().replace(/\+/g, '%20')}`;
}

/** The button's Markdown, as the README carries it; none while no repository is named. */
export function deployButtonMarkdown(required: readonly EnvVariable[], repository = SOURCE_REPOSITORY): string | undefined {
  return repository ? `[![Deploy with Vercel](https://vercel.com/button)](${deployButtonUrl(required, repository)})` : undefined;
}
