/** A consent page that cannot offer a decision: why, and what to do instead. */
export function ConsentNotice({
  title,
  children,
  code,
  description,
  check,
}: {
  title: string;
  children: React.ReactNode;
  code?: string;
  description?: string;
  /** The id of the check that failed (lib/vocabulary ISSUER_CHECK_LABELS), for programs. */
  check?: string;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="notice-title"
      // Machine-readable for a client on this origin (the walkthrough), which shows the reason on its own page.
      data-authorize-error={code}
      data-authorize-error-description={description}
      data-authorize-check={check}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-6"
    >
      <h1 id="notice-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      {code ? (
        <p className="text-sm">
          Error: <code className="font-mono font-semibold">{code}</code>
        </p>
      ) : null}
      <div className="space-y-2 text-stone-800">{children}</div>
    </section>
  );
}
