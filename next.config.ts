import createMDX from '@next/mdx';
import type { NextConfig } from 'next';
import { NAIVE_ISSUER } from './lib/vocabulary/naive-door';

const nextConfig: NextConfig = {
  // The corpus (and its prebuilt snapshot, lib/corpus/snapshot.ts) is read from disk at first use; make sure it travels with every server function on Vercel.
  outputFileTracingIncludes: {
    '/api/**': ['./data/prompts.csv', './data/prompts.csv.snapshot.v8'],
    '/': ['./data/prompts.csv', './data/prompts.csv.snapshot.v8'],
  },
  poweredByHeader: false,
  // The consent page must not be framed (clickjacking an Approve) nor leak its ticket in a Referer to
  // another site. `same-origin`, not `no-referrer`: under no-referrer browsers post the Approve form
  // with `Origin: null`, which the consent handler rightly refuses.
  async headers() {
    return [
      {
        // A baseline for every response: no MIME sniffing, no full URLs in cross-site Referers, never framed. But the
        // MCP App sandbox page (lib/apps-sandbox), which sets its own, framed by the playground alone.
        source: '/:path((?!api/apps/sandbox$).*)',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
        ],
      },
      ...['/oauth/consent', '/oauth/naive/consent'].map((source) => ({
        source,
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
          { key: 'Referrer-Policy', value: 'same-origin' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      })),
      // The labs' naive issuer labels its consent page as its endpoints label every answer (NAIVE_ISSUER.header).
      ...['/oauth/naive/consent', '/o/:channel/oauth/naive/consent'].map((source) => ({
        source,
        headers: [{ key: NAIVE_ISSUER.header, value: NAIVE_ISSUER.label }],
      })),
    ];
  },
  reactStrictMode: true,
  // `npm test` runs `tsc` over the whole tree (npm run typecheck, a superset of what the build checks) beside
  // the build, so its build skips this second pass of the same compiler; any other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // Load a route's code when it is first asked for, not every page and route before listening: a cold
  // start answers its first MCP call sooner (bench/README.md, cold starts); the first view of each page
  // pays its own load instead.
  // `npm test`'s build (BUILD_SKIP_CACHE=1) writes no Turbopack cache to disk: on a fresh clone nothing reads it
  // again, and writing it held the build open for a fifth of its time. Any other build keeps it (Vercel
  // restores .next/cache between deployments).
  experimental: { preloadEntriesOnStart: false, turbopackFileSystemCacheForBuild: process.env.BUILD_SKIP_CACHE !== '1' },
};

// The tour's chapters are MDX (content/tour). Plugins are named by string so Turbopack can load them;
// remark-frontmatter keeps each chapter's YAML header (its anchor, title and idea) out of the prose.
const withMDX = createMDX({ options: { remarkPlugins: ['remark-frontmatter'] } });

export default withMDX(nextConfig);
