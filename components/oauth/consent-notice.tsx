/** A consent page that cannot offer a decision: why, and what to do instead. */
export function ConsentNotice(p: {
  title: string;
  children: React.ReactNode;
  code?: string;
  description?: string;
  /** The id of the check that failed (lib/vocabulary ISSUER_CHECK_IDS), for programs. */
  check?: string;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="notice-title"
      // Machine-readable for a client on this origin (the walkthrough), which shows the reason on its own page.
      data-authorize-error={p.code}
      data-authorize-error-description={p.description}
      data-authorize-check={p.check}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-6"
    >
      <h1 id="notice-title" className="text-2xl font-bold tracking-tight">
        {p.title}
      </h1>
      {p.code ? (
        <p className="text-sm">
          Error: <code className="font-mono font-semibold">{p.code}</code>
        </p>
      ) : null}
      <div className="space-y-2 text-stone-800">{p.children}</div>
    </section>
  );
}
