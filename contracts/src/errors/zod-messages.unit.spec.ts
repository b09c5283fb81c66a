import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { z as z3 } from 'zod/v3';
import { typeError } from './zod-messages.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

/** The same schema in zod 3 (zod/v3, shipped inside zod 4) and zod 4, and inputs they refuse. */
const pairs: [string, z3.ZodTypeAny, z.ZodMiniType, unknown[]][] = [
  ['string', z3.string(), z.string(), [undefined, 1, null, [], true]],
  ['number', z3.number(), z.number(), [undefined, 'a', Number.NaN, null]],
  ['int in range', z3.number().int().min(1).max(5), z.number().check(z.int(), z.gte(1), z.lte(5)), [1.5, 0, 6, '3']],
  ['positive', z3.number().positive(), z.number().check(z.positive()), [0, -1]],
  ['boolean', z3.boolean(), z.boolean(), ['x', undefined]],
  ['enum', z3.enum(['a', 'b']), z.enum(['a', 'b']), ['c', 1, undefined, null]],
  ['literal', z3.literal('x'), z.literal('x'), ['y', undefined, 1]],
  [
    'array',
    z3.array(z3.string()).min(1).max(2),
    z.array(z.string()).check(z.minLength(1), z.maxLength(2)),
    [[], ['a', 'b', 'c'], 'x', [1]],
  ],
  ['strict object', z3.object({ a: z3.string() }).strict(), z.strictObject({ a: z.string() }), [{}, { a: 'x', b: 1, c: 2 }, 'x', null]],
  ['union', z3.union([z3.string(), z3.number()]), z.union([z.string(), z.number()]), [true, undefined]],
  [
    'discriminated union',
    z3.discriminatedUnion('t', [z3.object({ t: z3.literal('a') }), z3.object({ t: z3.literal('b') })]),
    z.discriminatedUnion('t', [z.object({ t: z.literal('a') }), z.object({ t: z.literal('b') })]),
    [{ t: 'c' }, {}, 'x'],
  ],
  ['email', z3.string().email(), z.string().check(z.email()), ['x']],
  ['uuid', z3.string().uuid(), z.string().check(z.uuid()), ['x']],
  ['url', z3.string().url(), z.string().check(z.url()), ['x']],
  ['regex', z3.string().regex(/a/), z.string().check(z.regex(/a/)), ['b']],
  ['length', z3.string().min(2).max(3).length(2), z.string().check(z.minLength(2), z.maxLength(3), z.length(2)), ['a', 'abcd']],
  ['record', z3.record(z3.string(), z3.number()), z.record(z.string(), z.number()), ['x', { a: 'b' }]],
  ['refine', z3.string().refine(() => false), z.string().check(z.refine(() => false)), ['x']],
  ['coerce', z3.coerce.number(), z.coerce.number(), ['abc']],
  ['multipleOf', z3.number().multipleOf(5), z.number().check(z.multipleOf(5)), [3]],
  ['startsWith', z3.string().startsWith('ab'), z.string().check(z.startsWith('ab')), ['x']],
];

describe('zod 3 messages under zod 4', () => {
  it.each(pairs)('%s: the default messages are those zod 3 gave', (_name, zod3, zod4, inputs) => {
    for (const input of inputs) expect(messages(zod4.safeParse(input))).toEqual(messages(zod3.safeParse(input)));
  });

  it('typeError: a message for a missing value and one for a wrong type, the checks keep theirs', () => {
    const name = z.string({ error: typeError({ required: 'Name is required', invalid: 'Name is text' }) }).check(z.minLength(2));
    expect(messages(name.safeParse(undefined))).toEqual([': Name is required']);
    expect(messages(name.safeParse(3))).toEqual([': Name is text']);
    expect(messages(name.safeParse('a'))).toEqual([': String must contain at least 2 character(s)']);
    const count = z.number({ error: typeError({ invalid: 'Count is a number' }) }).check(z.int());
    expect(messages(count.safeParse(undefined))).toEqual([': Required']);
    expect(messages(count.safeParse(1.5))).toEqual([': Expected integer, received float']);
  });
});

describe('numbers zod 3 accepted', () => {
  it('given ±Infinity (a JSON 1e999) for a number, when parsed, then the message says infinity, not "received number"', () => {
    expect(messages(z.number().safeParse(Number.POSITIVE_INFINITY))).toEqual([': Expected number, received infinity']);
    expect(messages(z.number().safeParse(Number.NEGATIVE_INFINITY))).toEqual([': Expected number, received infinity']);
  });
});
