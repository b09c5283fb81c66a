type RatedTee = { rating: number; totalYardage: number | null };

/**
 * The `rating` a course view shows: the course rating of its longest tee set, or null with no
 * tee sets. "Longest" is the highest totalYardage when every tee set has one (ties: the higher
 * rating); otherwise the highest rating, since a yardage cannot be compared with an unknown one
 * and rating rises with length. Decision 0071: the app has no star reviews, so this is not shown
 * "out of 5".
 */
export function courseRating(teeSets: readonly RatedTee[]): number | null {
  const byYardage = teeSets.every((teeSet) => teeSet.totalYardage !== null);
  let longest: RatedTee | null = null;
  for (const teeSet of teeSets) {
    if (longest === null || isLonger(teeSet, longest, byYardage)) longest = teeSet;
  }
  return longest?.rating ?? null;
}

function isLonger(a: RatedTee, b: RatedTee, byYardage: boolean): boolean {
  if (byYardage && a.totalYardage !== b.totalYardage) return (a.totalYardage ?? 0) > (b.totalYardage ?? 0);
  return a.rating > b.rating;
}
