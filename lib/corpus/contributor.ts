/**
 * A contributor as the corpus may show it: the handle, never an e-mail address. Many rows credit
 * `name@example.com` (a few credit two, comma-separated); the part before the @ is kept and the
 * mailbox's domain dropped, so no address reaches corpus_stats, a prompt's description or a resource.
 */
const EMAIL = /^([^\s@]+)@[^\s@]+\.[^\s@]+$/;

function handleOf(name: string): string {
  const email = EMAIL.exec(name);
  return email ? email[1]! : name;
}

export function contributorHandle(raw: string): string {
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 1 ? names.map(handleOf).join(', ') : handleOf(raw.trim());
}
