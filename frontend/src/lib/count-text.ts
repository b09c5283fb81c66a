/** The noun for `count` things: the singular for exactly 1, else the plural (English plurals). */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** "1 hole won", "2 holes won", "0 skins": a count with its noun in the right number. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${countNoun(count, singular, plural)}`;
}

/** What a team's figure counts: in match play the holes the side has won, otherwise its points. */
export function teamPointsNoun(gameType: string, points: number): string {
  return gameType === 'match_play' ? countNoun(points, 'hole won', 'holes won') : countNoun(points, 'pt', 'pts');
}

/** "1 hole won", "3 holes won" in match play; "1 pt", "12 pts" otherwise. */
export function teamPointsText(gameType: string, points: number): string {
  return `${points} ${teamPointsNoun(gameType, points)}`;
}
