'use client';
/** The method picker above a list of exchanges (the playground's transcript, an observed client's feed). */
export function MethodFilter({ methods, value, onChange }: { methods: readonly string[]; value: string; onChange: (method: string) => void }) {
  return (
    <label className="text-sm text-stone-800">
      Method{' '}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-stone-300 px-2 py-1 text-sm"
        data-testid="method-filter"
      >
        <option value="">All</option>
        {methods.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </label>
  );
}
