/** Saves `doc` as pretty-printed JSON named `<prefix>-<ISO time>.json`, through a link clicked once. */
export function downloadJson(prefix: string, doc: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
  Object.assign(document.createElement('a'), { href: url, download: `${prefix}-${new Date().toISOString().replace(/[:.]/g, '-')}.json` }).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
