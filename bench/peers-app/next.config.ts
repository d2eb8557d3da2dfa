/**
 * The bench's peers app: a tiny Next.js app, built by `npm run bench` with the same Next.js as the
 * product and never part of the product's build. It holds the routes the app is compared with.
 */
import type { NextConfig } from 'next';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

const nextConfig: NextConfig = {
  // Modules resolve from the repository's node_modules; the shared echo lives in bench/.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  poweredByHeader: false,
};

export default nextConfig;
