/**
 * Who this deployment is, from configuration only: its public origin and every URL derived from it,
 * and the one check of the names a request arrived under. Server-side; knows nothing of MCP or OAuth flows.
 */
import 'server-only';
import { type AppConfig, config } from '../config';
import { type DeploymentUrls, deploymentUrls } from './urls';

export { checkHostHeaders, checkOriginHeader, type HostVerdict } from './allowed';
export { parseHostHeader } from './host-header';
export type { DeploymentUrls } from './urls';
export { walkthroughClientDocument } from './client-document';

export const ORIGIN_MISSING_MESSAGE =
  'This deployment does not know its public URL: set MCP_PUBLIC_ORIGIN (e.g. https://prompts.example.com; on Vercel it defaults to the project URL) and restart. Token audiences and issuer URLs derive from it, never from the request.';

const memo = new WeakMap<AppConfig, DeploymentUrls>();

/**
 * This deployment's URLs, or undefined when it does not know its origin (production without MCP_PUBLIC_ORIGIN).
 * `basePath` (an observation channel's `/o/<channel>`, built by the server from a checked id, never read
 * from Host) puts every door, metadata and issuer URL under that path of the configured origin.
 */
export function deployment(cfg: AppConfig = config(), basePath = ''): DeploymentUrls | undefined {
  if (!cfg.publicOrigin) return undefined;
  if (basePath) return deploymentUrls(cfg.publicOrigin, basePath);
  const urls = memo.get(cfg) ?? deploymentUrls(cfg.publicOrigin);
  memo.set(cfg, urls);
  return urls;
}
