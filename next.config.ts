import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The corpus is read from disk at module load; make sure it travels with every server function on Vercel.
  outputFileTracingIncludes: {
    '/api/**': ['./data/prompts.csv'],
    '/': ['./data/prompts.csv'],
  },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
