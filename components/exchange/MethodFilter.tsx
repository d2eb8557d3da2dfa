'use client';
import { ListFilter } from './ListFilter';

/** The method picker above a list of exchanges (the playground's transcript, an observed client's feed). */
export function MethodFilter({ methods, value, onChange }: { methods: readonly string[]; value: string; onChange: (method: string) => void }) {
  return <ListFilter label="Method" options={methods} value={value} onChange={onChange} testId="method-filter" />;
}
