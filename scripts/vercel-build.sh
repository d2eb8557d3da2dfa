#!/usr/bin/env bash
# The offline Vercel build (`vercel build`, as Vercel's own build step runs it) with no account: a local
# project file stands in for `vercel pull`. Then what each function carries, against the platform limit.
# Run from .ci/run after `npm test` (it rebuilds .next with Vercel's builder); by hand: `npm run vercel:build`.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .vercel
[ -f .vercel/project.json ] || echo '{"projectId":"prj_offline","orgId":"team_offline","settings":{"framework":"nextjs"}}' > .vercel/project.json
export VERCEL_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
npx vercel build --yes
node --conditions=react-server --import tsx scripts/vercel-functions.ts
