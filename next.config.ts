import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The corpus (and its prebuilt snapshot, lib/corpus/snapshot.ts) is read from disk at first use; make sure it travels with every server function on Vercel.
  outputFileTracingIncludes: {
    '/api/**': ['./data/prompts.csv', './data/prompts.csv.snapshot.json'],
    '/': ['./data/prompts.csv', './data/prompts.csv.snapshot.json'],
  },
  poweredByHeader: false,
  // The consent page must not be framed (clickjacking an Approve) nor leak its ticket in a Referer to
  // another site. `same-origin`, not `no-referrer`: under no-referrer browsers post the Approve form
  // with `Origin: null`, which the consent handler rightly refuses.
  async headers() {
    return [
      {
        source: '/oauth/consent',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
          { key: 'Referrer-Policy', value: 'same-origin' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      },
    ];
  },
  reactStrictMode: true,
};

export default nextConfig;
