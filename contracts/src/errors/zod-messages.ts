import { z } from 'zod/mini';

/**
 * zod 4 words its default messages differently from zod 3 ("Invalid input: expected string,
 * received undefined" where zod 3 said "Required"). The API answers them in its 400 bodies and
 * the forms show them under their fields, so this error map keeps zod 3's texts. It only fills in
 * messages a schema does not give itself; importing `@golf/contracts` installs it.
 */

type Issue = z.core.$ZodRawIssue;

/** zod 3's list of values: strings quoted, joined with `separator`. */
const joinValues = (values: readonly unknown[], separator = ' | ') =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(separator);

/** zod 3's name of the type of `input`. */
function parsedType(input: unknown): string {
  // zod 4 refuses ±Infinity (a JSON 1e999) as not a number: say so rather than "received number".
  if (typeof input === 'number') return Number.isNaN(input) ? 'nan' : Number.isFinite(input) ? 'number' : 'infinity';
  if (typeof input !== 'object') return typeof input;
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (input instanceof Date) return 'date';
  if (input instanceof Map) return 'map';
  if (input instanceof Set) return 'set';
  if (typeof (input as { then?: unknown }).then === 'function' && typeof (input as { catch?: unknown }).catch === 'function')
    return 'promise';
  return 'object';
}

/** The zod 4 type names zod 3 called otherwise. */
const zod3TypeName: Record<string, string> = { record: 'object', tuple: 'array' };

/** Whether one of a schema's checks (.min, .int, .refine …) raised the issue, not the schema itself. */
const raisedByCheck = (issue: Issue) => (issue.inst?._zod as { traits?: Set<string> } | undefined)?.traits?.has('$ZodCheck') === true;

/** The type of the schema that raised the issue, e.g. 'enum' or 'literal'. */
const schemaType = (issue: Issue) => (raisedByCheck(issue) ? undefined : (issue.inst?._zod.def as { type?: string } | undefined)?.type);

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, exact, inclusive, minimum } = issue;
  if (origin === 'array') return `Array must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'more than'} ${minimum} element(s)`;
  if (origin === 'string') return `String must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'over'} ${minimum} character(s)`;
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return `Number must be ${exact ? 'exactly equal to ' : inclusive ? 'greater than or equal to ' : 'greater than '}${minimum}`;
  }
  if (origin === 'date') {
    return `Date must be ${exact ? 'exactly equal to ' : inclusive ? 'greater than or equal to ' : 'greater than '}${new Date(Number(minimum))}`;
  }
  return 'Invalid input';
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, exact, inclusive, maximum } = issue;
  if (origin === 'array') return `Array must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'less than'} ${maximum} element(s)`;
  if (origin === 'string') return `String must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'under'} ${maximum} character(s)`;
  if (origin === 'number' || origin === 'int')
    return `Number must be ${exact ? 'exactly' : inclusive ? 'less than or equal to' : 'less than'} ${maximum}`;
  if (origin === 'bigint') return `BigInt must be ${exact ? 'exactly' : inclusive ? 'less than or equal to' : 'less than'} ${maximum}`;
  if (origin === 'date') {
    return `Date must be ${exact ? 'exactly' : inclusive ? 'smaller than or equal to' : 'smaller than'} ${new Date(Number(maximum))}`;
  }
  return 'Invalid input';
}

/** zod 3's names of the string formats whose zod 4 names differ. */
const zod3FormatName: Record<string, string> = { guid: 'uuid', ipv4: 'ip', ipv6: 'ip', cidrv4: 'cidr', cidrv6: 'cidr' };

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const details = issue as { prefix?: string; suffix?: string; includes?: string; position?: number };
  switch (issue.format) {
    case 'regex':
      return 'Invalid';
    case 'starts_with':
      return `Invalid input: must start with "${details.prefix}"`;
    case 'ends_with':
      return `Invalid input: must end with "${details.suffix}"`;
    case 'includes': {
      const message = `Invalid input: must include "${details.includes}"`;
      return typeof details.position === 'number'
        ? `${message} at one or more positions greater than or equal to ${details.position}`
        : message;
    }
    default:
      return `Invalid ${zod3FormatName[issue.format] ?? issue.format}`;
  }
}

/** zod 3's default message for `issue`; undefined leaves it to zod 4's. */
export function zod3Message(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      if (issue.expected === 'int') return 'Expected integer, received float';
      return `Expected ${zod3TypeName[issue.expected] ?? issue.expected}, received ${parsedType(issue.input)}`;
    case 'invalid_value': {
      const type = schemaType(issue);
      if (type === 'literal') return `Invalid literal value, expected ${JSON.stringify(issue.values[0])}`;
      if (type === 'enum') {
        if (issue.input === undefined) return 'Required';
        if (typeof issue.input !== 'string') {
          return `Expected ${joinValues(issue.values)}, received ${parsedType(issue.input)}`;
        }
        return `Invalid enum value. Expected ${joinValues(issue.values)}, received '${String(issue.input)}'`;
      }
      return 'Invalid input';
    }
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${joinValues(issue.keys, ', ')}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      return options?.length ? `Invalid discriminator value. Expected ${joinValues(options)}` : 'Invalid input';
    }
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Invalid input';
    default:
      return undefined;
  }
}

/**
 * zod 3's `required_error` and `invalid_type_error` as a zod 4 `error` parameter: `invalid` for a
 * value of the wrong type, `required` for a missing one (either left out: zod 3's default). The
 * issues of the schema's checks (.min, .int, .email …) keep their own messages, as in zod 3.
 */
export function typeError(messages: { required?: string; invalid?: string }): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code !== 'invalid_type' || raisedByCheck(issue)) return undefined;
    return issue.input === undefined ? messages.required : messages.invalid;
  };
}

z.config({ customError: zod3Message });
