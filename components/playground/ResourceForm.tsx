'use client';
/** A resource URI; for a template, one field per {variable}, with the server's completions for it. */
import { useCallback, useState } from 'react';
import { CompletingInput } from './CompletingInput';
import { usePlayground } from './context';

type ResourceOp = { kind: 'resource'; uri: string; template?: string };

function variablesOf(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

function expand(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

export function ResourceForm({ op, onChange }: { op: ResourceOp; onChange: (op: ResourceOp) => void }) {
  const { session } = usePlayground();
  const [values, setValues] = useState<Record<string, string>>({});
  const template = op.template;
  const completer = useCallback(
    (name: string) => (value: string) => (template ? session.complete({ type: 'ref/resource', uri: template }, name, value) : Promise.resolve([])),
    [session, template],
  );
  if (!template) return <p className="font-mono text-sm break-all text-stone-800">{op.uri}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        Template <code className="font-mono">{template}</code> → <code className="font-mono break-all">{op.uri || '…'}</code>
      </p>
      {variablesOf(template).map((name) => (
        <div key={name} className="space-y-0.5">
          <label htmlFor={`rvar-${name}`} className="block text-sm font-medium text-stone-900">
            <span className="font-mono">{name}</span> <span className="text-xs font-normal text-stone-600">suggestions as you type</span>
          </label>
          <CompletingInput
            id={`rvar-${name}`}
            value={values[name] ?? ''}
            complete={completer(name)}
            onChange={(v) => {
              const next = { ...values, [name]: v };
              setValues(next);
              onChange({ ...op, uri: expand(template, next) });
            }}
          />
        </div>
      ))}
    </div>
  );
}
