import { createDateTypeParser, createIntervalTypeParser, createNumericTypeParser } from 'slonik';
import type { DriverTypeParser } from 'slonik';

/**
 * PostgreSQL text timestamps ("2024-05-01 10:00:00.123+00") as ISO-8601 strings
 * ("2024-05-01T10:00:00.123Z"): the shape of `occurredAt` in event metadata and of every JSON
 * view, so a row can be returned without conversion. `infinity` stays a string.
 */
export function timestampToIso(value: string, assumeUtc: boolean): string {
  if (value === 'infinity' || value === '-infinity') return value;
  const millis = Date.parse(assumeUtc ? `${value.replace(' ', 'T')}Z` : value);
  if (Number.isNaN(millis)) throw new Error(`Unparseable timestamp from PostgreSQL: ${value}`);
  return new Date(millis).toISOString();
}

/**
 * How read-db rows come back:
 * - int8 / bigint → `bigint`: global positions and revisions are bigints in the event port and
 *   EventStoreDB commit positions can pass 2^53. Cast counts to `::int` in SQL to get a number.
 * - timestamptz and timestamp → ISO-8601 string in UTC (timestamp without zone is read as UTC).
 * - date → 'YYYY-MM-DD' string; numeric → number; interval → seconds (slonik's presets).
 */
export function readDbTypeParsers(): DriverTypeParser[] {
  return [
    { name: 'int8', parse: (value: string) => BigInt(value) },
    { name: 'timestamptz', parse: (value: string) => timestampToIso(value, false) },
    { name: 'timestamp', parse: (value: string) => timestampToIso(value, true) },
    createDateTypeParser(),
    createNumericTypeParser(),
    createIntervalTypeParser(),
  ];
}
