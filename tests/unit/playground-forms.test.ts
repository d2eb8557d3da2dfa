import { describe, expect, it } from 'vitest';
import { coerce, fieldsOf, initialArgs } from '../../lib/playground/schema-form';
import { parseShareQuery, shareQuery } from '../../lib/playground/share-link';

// The input schema search_prompts really advertises in tools/list.
const SEARCH_SCHEMA = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: 200, description: 'What you are looking for.' },
    kind: { type: 'string', enum: ['text', 'structured', 'image'] },
    forDevs: { type: 'boolean' },
    limit: { default: 10, type: 'integer', minimum: 1, maximum: 50 },
    seed: {
      anyOf: [
        { type: 'string', maxLength: 100 },
        { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
      ],
    },
  },
  required: ['query'],
};

describe('form from JSON Schema', () => {
  it('reads types, enums, bounds, defaults and required fields', () => {
    const fields = fieldsOf(SEARCH_SCHEMA);
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['query', 'string', true],
      ['kind', 'enum', false],
      ['forDevs', 'boolean', false],
      ['limit', 'integer', false],
      ['seed', 'string-or-integer', false],
    ]);
    expect(fields[0]).toMatchObject({ minLength: 1, maxLength: 200, description: 'What you are looking for.' });
    expect(fields[1].options).toEqual(['text', 'structured', 'image']);
    expect(fields[3]).toMatchObject({ minimum: 1, maximum: 50, default: 10 });
    expect(initialArgs(fields)).toEqual({ limit: 10 });
  });

  it('turns typed text into argument values; empty removes the argument; bad numbers stay visible to the server', () => {
    const [query, , forDevs, limit, seed] = fieldsOf(SEARCH_SCHEMA);
    expect(coerce(query, '')).toBeUndefined();
    expect(coerce(limit, '25')).toBe(25);
    expect(coerce(limit, '2x')).toBe('2x');
    expect(coerce(forDevs, 'false')).toBe(false);
    expect(coerce(seed, '42')).toBe(42);
    expect(coerce(seed, 'workshop')).toBe('workshop');
  });
});

describe('share link', () => {
  it('round-trips door, era and the request', () => {
    const state = {
      door: 'key' as const,
      era: 'legacy' as const,
      op: { kind: 'tool' as const, name: 'search_prompts', args: { query: 'linux terminal', limit: 3 } },
    };
    expect(parseShareQuery(shareQuery(state))).toEqual(state);
    const resource = { door: 'open' as const, era: 'modern' as const, op: { kind: 'resource' as const, uri: 'prompts://prompt/linux-terminal' } };
    expect(parseShareQuery(shareQuery(resource))).toEqual(resource);
  });

  it('falls back to the open door and 2026-07-28 on anything unknown, and ignores malformed args', () => {
    expect(parseShareQuery('?door=backdoor&era=1999&tool=get_prompt&args={oops')).toEqual({
      door: 'open',
      era: 'modern',
      op: { kind: 'tool', name: 'get_prompt', args: {} },
    });
  });
});
