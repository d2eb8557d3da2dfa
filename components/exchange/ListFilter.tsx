'use client';
/** A labelled picker above a list of exchanges (the playground's transcript, an observed feed): "All", then one option per value (a method, a sender). */
export function ListFilter({
  label,
  options,
  value,
  onChange,
  testId,
  selectClassName = '',
}: {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
  selectClassName?: string;
}) {
  return (
    <label className="text-sm text-stone-800">
      {label}{' '}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`rounded-md border border-stone-300 px-2 py-1 text-sm ${selectClassName}`.trim()}
        data-testid={testId}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}
