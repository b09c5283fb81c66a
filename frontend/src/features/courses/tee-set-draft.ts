import { DEFAULT_TEE_RATING, DEFAULT_TEE_SLOPE, type TeeColor, type TeeSetView } from '@golf/contracts';

/** One hole as the tee editor holds it: text values straight from the inputs. */
export type HoleDraft = { holeNumber: number; par: string; handicap: string; yardage: string };

/** The tee editor's values; the contract (TeeSetBody) turns them into a request body. */
export type TeeSetDraft = {
  name: string;
  color: TeeColor;
  rating: string;
  slope: string;
  totalYardage: string;
  holes: HoleDraft[];
};

/**
 * The spec's default par pattern: par 4 on holes 1-4 and 10-13, par 3 on holes 5 and 14,
 * otherwise par 5. A 9-hole course takes holes 1-9 of it.
 */
export function defaultPar(holeNumber: number): 3 | 4 | 5 {
  if ((holeNumber >= 1 && holeNumber <= 4) || (holeNumber >= 10 && holeNumber <= 13)) return 4;
  if (holeNumber === 5 || holeNumber === 14) return 3;
  return 5;
}

const holeNumbers = (holes: 9 | 18) => Array.from({ length: holes }, (_, index) => index + 1);

/** A new tee set: default pars, stroke index n on hole n, white, rating 72 and slope 113. */
export function newTeeSetDraft(holes: 9 | 18): TeeSetDraft {
  return {
    name: '',
    color: 'white',
    rating: String(DEFAULT_TEE_RATING),
    slope: String(DEFAULT_TEE_SLOPE),
    totalYardage: '',
    holes: holeNumbers(holes).map((holeNumber) => ({
      holeNumber,
      par: String(defaultPar(holeNumber)),
      handicap: String(holeNumber),
      yardage: '',
    })),
  };
}

/**
 * An existing tee set in the editor, one row per hole of the course: a hole the tee set lacks
 * (the course went from 9 to 18 holes) starts from the defaults.
 */
export function teeSetDraftOf(teeSet: TeeSetView, holes: 9 | 18): TeeSetDraft {
  const byNumber = new Map(teeSet.holes.map((hole) => [hole.holeNumber, hole]));
  const fresh = newTeeSetDraft(holes);
  return {
    name: teeSet.name,
    color: teeSet.color,
    rating: String(teeSet.rating),
    slope: String(teeSet.slope),
    totalYardage: teeSet.totalYardage === null ? '' : String(teeSet.totalYardage),
    holes: fresh.holes.map((draft) => {
      const hole = byNumber.get(draft.holeNumber);
      if (!hole) return draft;
      return {
        holeNumber: hole.holeNumber,
        par: String(hole.par),
        handicap: String(hole.handicap),
        yardage: hole.yardage === null ? '' : String(hole.yardage),
      };
    }),
  };
}

/** Stroke indexes chosen on more than one hole: the editor marks those holes before saving. */
export function repeatedStrokeIndexes(holes: readonly HoleDraft[]): Set<string> {
  const seen = new Map<string, number>();
  for (const { handicap } of holes) seen.set(handicap, (seen.get(handicap) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count > 1).map(([value]) => value));
}
