/**
 * The environment reference, read off lib/config.ts's schema: each variable's type, what happens when
 * it is unset, whether production needs it, and its description. The schema is the one source:
 * docs/environment.md (`npm run docs:env`), /connect's table and the deploy button all come from here.
 */
import 'server-only';
import { z } from 'zod';
import { ENV_SECTIONS, type EnvMeta } from './config';

export interface EnvVariable {
  name: string;
  section: string;
  /** How to write the value: `integer, 0–300`, `one of none, key, oauth`, `URL`, a flag… */
  type: string;
  /** The default, or what happens when it is unset; undefined when unset simply means off or none. */
  whenUnset?: string;
  production?: EnvMeta['production'];
  /** With `production: 'required'`: what answers 503 without it. */
  neededFor?: string;
  description: string;
}

type JsonSchema = { type?: string; enum?: unknown[]; minimum?: number; maximum?: number; default?: unknown; format?: string };

function typeOf(input: JsonSchema, output: JsonSchema): string {
  if (input.enum) return `one of ${input.enum.map((v) => `\`${v}\``).join(', ')}`;
  if (input.type === 'integer' || input.type === 'number') {
    const range = input.minimum !== undefined && input.maximum !== undefined ? `, ${input.minimum}–${input.maximum}` : '';
    return `${input.type}${range}`;
  }
  if (output.format === 'uri') return 'URL';
  return input.type ?? 'string';
}

function variable(section: string, name: string, schema: z.ZodType): EnvVariable {
  const meta = (z.globalRegistry.get(schema) ?? {}) as EnvMeta & { description?: string };
  if (!meta.description) throw new Error(`lib/config.ts: ${name} has no .describe() (the environment reference needs one)`);
  const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return {
    name,
    section,
    type: meta.type ?? typeOf(input, output),
    whenUnset: input.default !== undefined ? `\`${String(input.default)}\`` : meta.unset,
    production: meta.production,
    neededFor: meta.neededFor,
    description: meta.description,
  };
}

let cached: EnvVariable[] | undefined;
/** Every variable lib/config.ts reads, in the schema's order, grouped by its sections (read once: the schema does not change). */
export function envReference(): EnvVariable[] {
  cached ??= ENV_SECTIONS.flatMap(({ title, shape }) => Object.entries(shape).map(([name, schema]) => variable(title, name, schema as z.ZodType)));
  return cached;
}

/** The variables a production deployment must be given for every door to open (the deploy button asks for these). */
export function requiredInProduction(reference: EnvVariable[] = envReference()): EnvVariable[] {
  return reference.filter((v) => v.production === 'required');
}

/** What the reference's "Production" column says about a variable. */
export function productionNeed(v: EnvVariable): string {
  if (v.production === 'required') return `required for ${v.neededFor ?? 'its door'}`;
  if (v.production === 'outside Vercel') return 'required outside Vercel';
  if (v.production === 'set by the platform') return 'set by the platform';
  return 'optional';
}
