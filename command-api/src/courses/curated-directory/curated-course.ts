/**
 * A real public golf course shipped with the app as data (the /courses/search directory).
 * Every figure comes from a published source listed in `sources`; a fact that could not be
 * found is null, never guessed.
 */
export type CuratedCourse = {
  /** Stable kebab-case slug, unique in the directory. */
  id: string;
  name: string;
  /** "City, State/Region, Country". */
  location: string;
  holes: 9 | 18;
  type: CourseType;
  phone: string | null;
  website: string | null;
  imageUrl: string | null;
  /** Par of each hole, hole 1 first. */
  pars: number[];
  /**
   * Men's stroke index of each hole, hole 1 first: the "handicap" row of the scorecard,
   * 1 for the hole where strokes are given first, up to `holes`.
   */
  strokeIndexes: number[];
  tees: CuratedTee[];
  /** Where each fact came from: URLs, or repository and path. */
  sources: string[];
};

export type CourseType = 'Public' | 'Resort' | 'Municipal' | 'Semi-Private';

/** The app's tee colours; a course's own colour name maps to the closest of these. */
export type TeeColor = 'black' | 'gold' | 'blue' | 'white' | 'green' | 'red';

export type CuratedTee = {
  name: string;
  color: TeeColor;
  /** Men's course rating: the expected score of a scratch player. */
  rating: number;
  /** Men's slope rating: relative difficulty for a bogey player, 113 being standard. */
  slope: number;
  totalYardage: number | null;
  /** Yards of each hole from this tee, hole 1 first, or null when not published. */
  yardages: number[] | null;
};

export const COURSE_TYPES: readonly CourseType[] = ['Public', 'Resort', 'Municipal', 'Semi-Private'];
export const TEE_COLORS: readonly TeeColor[] = ['black', 'gold', 'blue', 'white', 'green', 'red'];

/** Sensible total par and course rating by number of holes (9-hole figures are about half). */
const LIMITS = {
  18: { par: [60, 75], rating: [55, 85] },
  9: { par: [27, 38], rating: [27, 43] },
} as const;

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Shape = Record<string, unknown>;

const isShape = (value: unknown): value is Shape => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isTextOrNull = (value: unknown) => value === null || isText(value);

/**
 * Lists what is wrong with one directory entry; an empty list means it is sound.
 * Takes `unknown` so that malformed data gives readable problems instead of a crash.
 */
export function validateCuratedCourse(course: unknown): string[] {
  if (!isShape(course)) return ['course must be an object'];
  const problems: string[] = [];
  const holes = course.holes;

  if (!isText(course.id) || !KEBAB_CASE.test(course.id)) problems.push('id must be a kebab-case slug');
  if (!isText(course.name)) problems.push('name is required');
  if (!isText(course.location)) problems.push('location is required');
  if (!COURSE_TYPES.includes(course.type as CourseType)) problems.push(`type must be one of ${COURSE_TYPES.join(', ')}`);
  if (!isTextOrNull(course.phone)) problems.push('phone must be text or null');
  if (!isTextOrNull(course.website)) problems.push('website must be text or null');
  if (!isTextOrNull(course.imageUrl)) problems.push('imageUrl must be text or null');
  if (!Array.isArray(course.sources) || course.sources.length === 0 || !course.sources.every(isText)) {
    problems.push('sources must list at least one source');
  }
  if (holes !== 9 && holes !== 18) return [...problems, 'holes must be 9 or 18'];

  problems.push(...parProblems(course.pars, holes), ...strokeIndexProblems(course.strokeIndexes, holes));
  if (!Array.isArray(course.tees) || course.tees.length === 0) {
    problems.push('tees must list at least one tee');
  } else {
    course.tees.forEach((tee, index) => problems.push(...teeProblems(tee, holes, index)));
  }
  return problems;
}

function parProblems(pars: unknown, holes: 9 | 18): string[] {
  if (!Array.isArray(pars) || pars.length !== holes) return [`pars must have ${holes} entries`];
  const bad = pars.flatMap((par, index) => (isWhole(par) && par >= 3 && par <= 6 ? [] : [index + 1]));
  if (bad.length > 0) return [`pars must be whole numbers from 3 to 6 (holes ${bad.join(', ')})`];
  const total = (pars as number[]).reduce((sum, par) => sum + par, 0);
  const [low, high] = LIMITS[holes].par;
  return total < low || total > high ? [`total par ${total} is outside ${low}..${high} for ${holes} holes`] : [];
}

function strokeIndexProblems(indexes: unknown, holes: 9 | 18): string[] {
  if (!Array.isArray(indexes) || indexes.length !== holes) return [`strokeIndexes must have ${holes} entries`];
  if (!indexes.every(isWhole)) return ['strokeIndexes must be whole numbers'];
  const seen = new Map<number, number>();
  for (const index of indexes as number[]) seen.set(index, (seen.get(index) ?? 0) + 1);
  const repeated = [...seen]
    .filter(([, count]) => count > 1)
    .map(([index]) => index)
    .sort((a, b) => a - b);
  const missing = Array.from({ length: holes }, (_, i) => i + 1).filter((index) => !seen.has(index));
  const outside = [...seen.keys()].filter((index) => index < 1 || index > holes).sort((a, b) => a - b);
  const problems: string[] = [];
  if (repeated.length > 0) problems.push(`strokeIndexes repeat ${repeated.join(', ')}`);
  if (missing.length > 0) problems.push(`strokeIndexes miss ${missing.join(', ')}`);
  if (outside.length > 0) problems.push(`strokeIndexes outside 1..${holes}: ${outside.join(', ')}`);
  return problems;
}

function teeProblems(tee: unknown, holes: 9 | 18, position: number): string[] {
  const label = `tee ${position + 1}`;
  if (!isShape(tee)) return [`${label} must be an object`];
  const problems: string[] = [];
  const [low, high] = LIMITS[holes].rating;
  if (!isText(tee.name)) problems.push(`${label} needs a name`);
  if (!TEE_COLORS.includes(tee.color as TeeColor)) problems.push(`${label} colour must be one of ${TEE_COLORS.join(', ')}`);
  if (typeof tee.rating !== 'number' || !(tee.rating >= low && tee.rating <= high)) {
    problems.push(`${label} rating must be between ${low} and ${high} for ${holes} holes`);
  }
  if (!isWhole(tee.slope) || tee.slope < 55 || tee.slope > 155) problems.push(`${label} slope must be a whole number from 55 to 155`);
  const total = tee.totalYardage;
  if (total !== null && !(isWhole(total) && total > 0)) problems.push(`${label} totalYardage must be a positive whole number or null`);
  const yardages = tee.yardages;
  if (yardages === null) return problems;
  if (!Array.isArray(yardages) || yardages.length !== holes || !yardages.every((yards) => isWhole(yards) && yards > 0)) {
    return [...problems, `${label} yardages must be null or ${holes} positive whole numbers`];
  }
  const sum = (yardages as number[]).reduce((acc, yards) => acc + yards, 0);
  if (isWhole(total) && Math.abs(sum - total) > total * 0.01) {
    problems.push(`${label} yardages add up to ${sum}, more than 1% away from totalYardage ${total}`);
  }
  return problems;
}
