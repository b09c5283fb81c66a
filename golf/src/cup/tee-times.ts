import { GolfRuleError } from '../golf-rule-error.ts';

/** Minutes between two matches' tee times, at most: a session's tee sheet, not a day's. */
export const TEE_INTERVAL_MAX = 60;

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The tee times of a session's matches (docs/golf-rules.md section 16): the first match at the
 * session's first time, each next one `intervalMinutes` later (0: all at once, a shotgun start).
 * Times are the course's wall clock, `YYYY-MM-DDTHH:MM` without a zone, so the arithmetic never
 * meets a clock change; a session running past midnight moves on to the next day.
 */
export function teeTimes(firstTime: string, intervalMinutes: number, matchCount: number): string[] {
  const start = parseLocalTime(firstTime);
  if (!Number.isInteger(intervalMinutes) || intervalMinutes < 0 || intervalMinutes > TEE_INTERVAL_MAX) {
    throw new GolfRuleError(
      `The interval between tee times must be 0 to ${TEE_INTERVAL_MAX} whole minutes, not ${String(intervalMinutes)}`,
    );
  }
  if (!Number.isInteger(matchCount) || matchCount < 0)
    throw new GolfRuleError(`A number of matches is a whole number, not ${String(matchCount)}`);
  return Array.from({ length: matchCount }, (_, index) => formatLocalTime(start + index * intervalMinutes * 60_000));
}

/** Milliseconds of the wall-clock time read as if it were UTC; refuses a date or time that does not exist. */
function parseLocalTime(text: string): number {
  const parts = typeof text === 'string' ? LOCAL_TIME.exec(text) : null;
  const [year, month, day, hour, minute] = (parts ?? []).slice(1).map(Number) as number[];
  const time = parts ? Date.UTC(year!, month! - 1, day!, hour!, minute!) : Number.NaN;
  if (Number.isNaN(time) || formatLocalTime(time) !== text) {
    throw new GolfRuleError(`A tee time is a local date and time like 2026-06-12T08:00, not ${String(text)}`);
  }
  return time;
}

function formatLocalTime(time: number): string {
  return new Date(time).toISOString().slice(0, 16);
}
