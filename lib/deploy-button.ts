/**
 * The "Deploy with Vercel" button's URL (https://vercel.com/docs/deploy-button): clone this repository,
 * ask for the variables the schema marks as required in production (with descriptions generated from
 * it), and offer the Marketplace Redis store, which sets REDIS_URL. Pure: the README (checked by a unit
 * test) and /connect print what this returns.
 */
import type { EnvVariable } from './config-reference';

/**
 * Where the source lives. Nothing in package.json or git records it, so it is written here, once; a
 * fork points its button at itself by changing this line.
 */
export const SOURCE_REPOSITORY = 'https://github.com/prompts-observatory/prompts-observatory';

/** The generated environment reference, as the button's "learn more" link. */
export const ENV_REFERENCE_URL = `${SOURCE_REPOSITORY}/blob/main/docs/environment.md`;

/**
 * The Marketplace store the project creation flow offers: Redis (Redis Cloud), whose integration sets
 * REDIS_URL on the project. `products` is the flow's parameter for Marketplace products; older buttons
 * spell the same list `stores`.
 */
export const REDIS_STORE = { type: 'integration', protocol: 'storage', integrationSlug: 'redis', productSlug: 'redis' } as const;

/** One sentence per variable, from the schema: what it opens and how to write it. */
export function envDescription(required: readonly EnvVariable[]): string {
  return required.map((v) => `${v.name} (${v.type}) opens ${v.neededFor ?? 'a door'}.`).join(' ');
}

export function deployButtonUrl(required: readonly EnvVariable[]): string {
  const params = new URLSearchParams({
    'repository-url': SOURCE_REPOSITORY,
    'project-name': 'prompts-observatory',
    'repository-name': 'prompts-observatory',
    env: required.map((v) => v.name).join(','),
    envDescription: envDescription(required),
    envLink: ENV_REFERENCE_URL,
    products: JSON.stringify([REDIS_STORE]),
  });
  // URLSearchParams writes a space as `+`; the button's own examples use %20, which every parser reads alike.
  return `https://vercel.com/new/clone?${params.toString().replace(/\+/g, '%20')}`;
}

/** The button's Markdown, as the README carries it. */
export function deployButtonMarkdown(required: readonly EnvVariable[]): string {
  return `[![Deploy with Vercel](https://vercel.com/button)](${deployButtonUrl(required)})`;
}
