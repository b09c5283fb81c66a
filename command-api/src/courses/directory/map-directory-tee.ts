import type { HoleCount } from '@golf/golf';
import {
  DEFAULT_RATING,
  DEFAULT_SLOPE,
  IMPORT_LIMITS,
  isImportablePar,
  isImportableRating,
  isImportableSlope,
  type ImportedHole,
} from './course-import-model.ts';
import type { DirectoryHole, DirectoryTee } from './directory-schemas.ts';
import { completeStrokeIndexes, type CompletedStrokeIndexes } from './stroke-index-completion.ts';

/** Par given to a hole whose par the directory lacks or gives out of range. */
const FALLBACK_PAR = 4;

export type MappedDirectoryTee = {
  rating: number;
  slope: number;
  totalYardage: number | null;
  holes: ImportedHole[];
  strokeIndexes: CompletedStrokeIndexes;
  /** Values that were replaced by defaults, in words for the golfer. */
  notes: string[];
};

/** One directory tee whose hole list has exactly `holeCount` holes, checked against the import limits. */
export function mapDirectoryTee(tee: DirectoryTee, name: string, holeCount: HoleCount): MappedDirectoryTee {
  const found = (tee.holes ?? []).slice(0, holeCount);
  const notes: string[] = [];
  const rating = checkedRating(tee.course_rating ?? null, holeCount, name, notes);
  const slope = checkedSlope(tee.slope_rating ?? null, name, notes);
  const strokeIndexes = completeStrokeIndexes(found.map((hole) => hole.handicap));
  const badPars: number[] = [];
  const holes = found.map((hole, index): ImportedHole => {
    const par = hole.par ?? null;
    const usable = par !== null && isImportablePar(par);
    if (!usable) badPars.push(index + 1);
    return {
      holeNumber: index + 1,
      par: usable ? par : FALLBACK_PAR,
      strokeIndex: strokeIndexes.strokeIndexes[index] as number,
      yardage: yards(hole),
    };
  });
  if (badPars.length > 0) {
    const { min, max } = IMPORT_LIMITS.par;
    notes.push(`${name} tee: no par from ${min} to ${max} for ${holeList(badPars)}, so par ${FALLBACK_PAR} was used. Check the scorecard.`);
  }
  return { rating, slope, totalYardage: totalYardage(tee, holes), holes, strokeIndexes, notes };
}

/** "hole 4" or "holes 4, 9 and 12". */
export function holeList(holes: readonly number[]): string {
  if (holes.length === 1) return `hole ${holes[0]}`;
  return `holes ${holes.slice(0, -1).join(', ')} and ${holes.at(-1)}`;
}

function checkedRating(rating: number | null, holeCount: HoleCount, name: string, notes: string[]): number {
  if (rating !== null && isImportableRating(rating, holeCount)) return Math.round(rating * 10) / 10;
  const { min, max } = IMPORT_LIMITS.rating;
  const why = rating === null ? 'has no course rating' : `has a course rating of ${rating}, outside ${min}-${max}`;
  notes.push(`${name} tee ${why} in the directory, so ${DEFAULT_RATING} was used.`);
  return DEFAULT_RATING;
}

function checkedSlope(slope: number | null, name: string, notes: string[]): number {
  if (slope !== null && isImportableSlope(Math.round(slope))) return Math.round(slope);
  const { min, max } = IMPORT_LIMITS.slope;
  const why = slope === null ? 'has no slope rating' : `has a slope rating of ${slope}, outside ${min}-${max}`;
  notes.push(`${name} tee ${why} in the directory, so ${DEFAULT_SLOPE} was used.`);
  return DEFAULT_SLOPE;
}

/** Yards of a hole; 0 or less means the directory does not know it. */
function yards(hole: DirectoryHole): number | null {
  const value = hole.yardage ?? null;
  return value !== null && value > 0 ? Math.round(value) : null;
}

/** The tee's published total, else the sum of its holes when every hole has a length. */
function totalYardage(tee: DirectoryTee, holes: readonly ImportedHole[]): number | null {
  const total = tee.total_yards ?? null;
  if (total !== null && total > 0) return Math.round(total);
  if (holes.every((hole) => hole.yardage !== null)) return holes.reduce((sum, hole) => sum + (hole.yardage ?? 0), 0);
  return null;
}
