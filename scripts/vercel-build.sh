#!/usr/bin/env bash
# The offline Vercel build (`vercel build`, as Vercel's own build step runs it) with no account: a local
# project file stands in for `vercel pull`. Then what each function carries, against the platform limit.
# Run from .ci/run after `npm test` (it rebuilds .next with Vercel's builder); by hand: `npm run vercel:build`.
# Its install runs `npm run corpus`, which builds the corpus snapshot from the committed search data in seconds
# (lab/search/search-vectors.bin, checked; docs/search-data.md): no model runs here, as none runs on Vercel.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .vercel
[ -f .vercel/project.json ] || echo '{"projectId":"prj_offline","orgId":"team_offline","settings":{"framework":"nextjs"}}' > .vercel/project.json
export VERCEL_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
# Not a devDependency: the CLI lists a native package per platform as optional, the registry this CI
# reaches carries only linux-x64's, and `npm ci` refuses a lock without the others. npx fetches the
# pinned version on its own (about 30 MB) and skips what it cannot get.
npx -y vercel@60.1.3 build --yes
node --conditions=react-server --import tsx scripts/vercel-functions.ts
