'use client';
/** A form generated from the tool's JSON Schema input: types, enums, bounds, required fields, defaults. */
import { coerce, display, type Field, fieldsOf } from '@/lib/playground/schema-form';

type ToolOp = { kind: 'tool'; name: string; args: Record<string, unknown> };

function hint(f: Field): string {
  const bits: string[] = [];
  if (f.minimum !== undefined || f.maximum !== undefined) bits.push(`${f.minimum ?? '…'} to ${f.maximum ?? '…'}`);
  if (f.maxLength !== undefined) bits.push(`up to ${f.maxLength} characters`);
  if (f.default !== undefined) bits.push(`default ${JSON.stringify(f.default)}`);
  return bits.join(' · ');
}

export function ToolForm({ op, schema, onChange }: { op: ToolOp; schema: unknown; onChange: (op: ToolOp) => void }) {
  const fields = fieldsOf(schema);
  const set = (f: Field, raw: string) => {
    const args = { ...op.args };
    const v = coerce(f, raw);
    if (v === undefined) delete args[f.name];
    else args[f.name] = v;
    onChange({ ...op, args });
  };
  if (fields.length === 0) return <p className="text-sm text-stone-700">This tool takes no arguments.</p>;
  return (
    <div className="space-y-3">
      {fields.map((f) => {
        const id = `arg-${f.name}`;
        const descId = `${id}-desc`;
        const value = display(f, op.args[f.name]);
        const common = { id, 'aria-describedby': descId, required: f.required, className: 'w-full rounded-md border border-stone-300 px-2 py-1 text-sm' };
        return (
          <div key={f.name} className="space-y-0.5">
            <label htmlFor={id} className="block text-sm font-medium text-stone-900">
              <span className="font-mono">{f.name}</span>
              {f.required ? <span className="ml-1 text-red-800">* required</span> : <span className="ml-1 text-xs font-normal text-stone-600">optional</span>}
              <span className="ml-2 text-xs font-normal text-stone-600">{f.type}</span>
            </label>
            {f.type === 'enum' || f.type === 'boolean' ? (
              <select {...common} value={value} onChange={(e) => set(f, e.target.value)}>
                <option value="">{f.required ? 'Choose…' : '(not set)'}</option>
                {(f.options ?? ['true', 'false']).map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : f.type === 'integer' || f.type === 'number' ? (
              <input
                {...common}
                type="number"
                inputMode="numeric"
                step={f.type === 'integer' ? 1 : 'any'}
                min={f.minimum}
                max={f.maximum}
                value={value}
                onChange={(e) => set(f, e.target.value)}
              />
            ) : (
              <input {...common} type="text" minLength={f.minLength} maxLength={f.maxLength} value={value} onChange={(e) => set(f, e.target.value)} />
            )}
            <p id={descId} className="text-xs text-stone-600">
              {f.description}
              {hint(f) ? <span className="block">{hint(f)}</span> : null}
            </p>
          </div>
        );
      })}
    </div>
  );
}
