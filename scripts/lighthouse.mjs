/**
 * `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone, simulated 4G and 4× CPU slowdown)
 * on every page of the production build, one after another in one headless Chromium. Prints each page's
 * accessibility score and total blocking time, and every accessibility audit that failed, by page.
 * Exits 1 when any page scores under 100 for accessibility (TBT is reported, not enforced: it swings
 * with the machine's load).
 *
 *   npm run build && npm run lighthouse            starts `next start` on a free loopback port itself
 *   npm run lighthouse -- --url http://localhost:3000   audits a server already running
 *   npm run lighthouse -- --only /auth,/playground      a subset of the pages
 *   npm run lighthouse -- --json lighthouse.json        also writes the figures as JSON
 *
 * Lighthouse 13 needs Node 22.19 or later: under an older Node the script runs itself again through the
 * `node@22` npm package, as the conformance suite does. Chromium: CHROMIUM_PATH (as the browser tests read it), else /usr/bin/chromium.
 * Slow (about 15 s a page on 2 cores) and load-sensitive, so it is not part of `npm test`; on a shared
 * machine run it under the heavy-work lock: `flock /tmp/heavy.lock npm run lighthouse`.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Every page a reader can land on; the decks' first slides are found from /present, so a renamed chapter still counts. */
const PAGES = ['/', '/auth', '/jwt', '/break', '/playground', '/connect', '/status', '/observe', '/present', '/facilitator', '/facilitator/handout'];

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, only: { type: 'string' }, json: { type: 'string' } } });
  const server = values.url ? undefined : await startServer();
  const base = values.url ?? server.url;
  let chrome;
  try {
    const pages = values.only ? values.only.split(',').map((p) => p.trim()) : [...PAGES, ...(await deckPages(base))];
    const { launch } = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    const rows = [];
    for (const path of pages) {
      const { lhr } = await lighthouse(new URL(path, base).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility', 'performance'],
      });
      const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      const failed = lhr.categories.accessibility.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative')
        .map((a) => ({
          id: a.id,
          title: a.title,
          nodes: (a.details?.items ?? []).slice(0, 3).map((item) => item.node?.selector ?? item.node?.snippet ?? ''),
          count: a.details?.items?.length ?? 0,
        }));
      rows.push({ path, finalUrl: lhr.finalDisplayedUrl, accessibility: a11y, tbtMs: tbt, failed });
      console.log(`${String(a11y).padStart(3)}  ${String(tbt).padStart(5)} ms  ${path}`);
      for (const f of failed) console.log(`       ✗ ${f.id} (${f.count}): ${f.title}${f.nodes.length ? `\n         ${f.nodes.join('\n         ')}` : ''}`);
    }
    const below = rows.filter((r) => r.accessibility < 100);
    console.log(
      `\n${rows.length} pages · accessibility 100 on ${rows.length - below.length} · TBT (mobile, simulated) max ${Math.max(...rows.map((r) => r.tbtMs))} ms`,
    );
    if (values.json) writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`);
    if (below.length > 0) {
      console.error(`Accessibility under 100 on: ${below.map((r) => `${r.path} (${r.accessibility})`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    await server?.stop();
  }
}

/** The first slide of each deck, as /present links to them. */
async function deckPages(base) {
  const html = await (await fetch(new URL('/present', base))).text();
  const first = (prefix) => html.match(new RegExp(`href="(${prefix}[^"#?]+)"`))?.[1];
  return [first('/present/tour/'), first('/present/auth/')].filter(Boolean);
}

async function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

/** `next start` of this checkout's build on a free loopback port, with the doors and the demo issuer on (as the e2e server runs). */
async function startServer() {
  if (!existsSync(resolve(ROOT, '.next', 'BUILD_ID'))) {
    console.error('No production build: run `npm run build` first, or pass --url of a running server.');
    process.exit(2);
  }
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [resolve(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      MCP_PUBLIC_ORIGIN: url,
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'lighthouse-only-secret-0123456789abcdef-0123',
      AUTH_DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('next start did not answer /api/health within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}

// Last, so every declaration above is initialised before main() runs.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  const child = spawn('npx', ['--yes', '-p', 'node@22', '--', 'node', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
