/**
 * A form description from a tool's JSON Schema input (what tools/list returned): one field per
 * property with its type, enum, bounds, default and whether it is required. Values travel as the
 * arguments object itself, so the form and the raw-JSON editor edit the same thing.
 */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'enum' | 'string-or-integer' | 'json';

export interface Field {
  name: string;
  type: FieldType;
  required: boolean;
  description?: string;
  default?: unknown;
  options?: readonly string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

type Schema = Record<string, unknown>;

const SCALARS: readonly unknown[] = ['string', 'integer', 'number', 'boolean'];

function typeOf(prop: Schema): FieldType {
  if (Array.isArray(prop.enum) && prop.enum.every((v) => typeof v === 'string')) return 'enum';
  if (Array.isArray(prop.anyOf)) {
    const types = (prop.anyOf as Schema[]).map((s) => s.type).sort();
    if (types.join() === 'integer,string' || types.join() === 'number,string') return 'string-or-integer';
    return 'json';
  }
  return SCALARS.includes(prop.type) ? (prop.type as FieldType) : 'json';
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined);

export function fieldsOf(schema: unknown): Field[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Schema;
  const props = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  return Object.entries(props).map(([name, prop]) => {
    const type = typeOf(prop);
    const field: Field = { name, type, required: required.has(name) };
    if (typeof prop.description === 'string') field.description = prop.description;
    if ('default' in prop) field.default = prop.default;
    if (type === 'enum') field.options = prop.enum as string[];
    const bounds = { minimum: num(prop.minimum), maximum: num(prop.maximum), minLength: num(prop.minLength), maxLength: num(prop.maxLength) };
    for (const [k, v] of Object.entries(bounds)) if (v !== undefined) (field as unknown as Record<string, number>)[k] = v;
    return field;
  });
}

/** The arguments a fresh form starts with: every default the schema declares. */
export function initialArgs(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]));
}

/**
 * The value to put in the arguments for what was typed into a field; undefined removes the key
 * (an empty optional field is absent, not ""). Numbers that do not parse are kept as typed, so the
 * server's validation error shows what was wrong rather than the form silently dropping it.
 */
export function coerce(field: Field, raw: string): unknown {
  if (raw === '') return undefined;
  switch (field.type) {
    case 'integer':
    case 'number': {
      const n = Number(raw);
      return Number.isFinite(n) ? n : raw;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'string-or-integer':
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
    case 'json':
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    default:
      return raw;
  }
}

/** What a field shows for the current value of its argument. */
export function display(field: Field, value: unknown): string {
  return value === undefined ? '' : field.type === 'json' ? JSON.stringify(value) : String(value);
}
