/**
 * First-load JS per page of the production build (Next 16 no longer prints it): fetches each page
 * from a running `next start`, collects the scripts its HTML loads, and sums their sizes, raw and
 * gzipped (not counting nomodule polyfills, which module-capable browsers skip). Usage: node --import tsx scripts/first-load-js.ts http://localhost:3000 / /playground /connect
 */
import { gzipSync } from 'node:zlib';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/auth', '/jwt', '/playground', '/connect'];

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

for (const path of pages) {
  const html = await (await fetch(new URL(path, base))).text();
  // Legacy polyfills ship as <script nomodule>: browsers that run modules never download them.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]));
  const srcs = [...new Set(tags.map((m) => m[1]))];
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
  }
  console.log(`${path.padEnd(14)} ${String(srcs.length).padStart(3)} scripts  ${kb(raw).padStart(10)} raw  ${kb(gz).padStart(9)} gzip`);
}
