import type { GameView, PlayerRoundView, PlayerView, TeeSetSummaryView } from '@golf/contracts';
import { quotaTarget, type HoleCount } from '@golf/golf';

/** A player's tee and course handicap for one round, if any was saved. */
export function playerRoundFor(playerRounds: readonly PlayerRoundView[], playerId: string, roundNumber: number) {
  return playerRounds.find((pr) => pr.playerId === playerId && pr.roundNumber === roundNumber) ?? null;
}

/** Names of the players with no tee for the round, in the order they joined ('Missing Tee Selections'). */
export function missingTeeNames(players: readonly PlayerView[], playerRounds: readonly PlayerRoundView[], roundNumber: number): string[] {
  return players.filter((p) => !playerRoundFor(playerRounds, p.id, roundNumber)?.teeSetId).map((p) => p.name);
}

/**
 * What 'Same tee for everyone' shows: the tee every player has for the round, else '' with
 * 'Select a tee' before anyone has one and 'Different tees' once players have different ones.
 */
export function everyoneTee(
  players: readonly PlayerView[],
  playerRounds: readonly PlayerRoundView[],
  roundNumber: number,
): { value: string; emptyLabel: string } {
  const tees = players.map((p) => playerRoundFor(playerRounds, p.id, roundNumber)?.teeSetId ?? null);
  const first = tees[0] ?? null;
  if (first !== null && tees.every((tee) => tee === first)) return { value: first, emptyLabel: 'Select a tee' };
  return { value: '', emptyLabel: tees.some((tee) => tee !== null) ? 'Different tees' : 'Select a tee' };
}

/** "Blue (71.2 / 125)": the tee with its course rating and slope. */
export function teeLabel(tee: Pick<TeeSetSummaryView, 'name' | 'rating' | 'slope'>): string {
  return `${tee.name} (${tee.rating.toFixed(1)} / ${tee.slope})`;
}

/** Quota scoring exists only in a dogfight game. */
export const usesQuota = (game: Pick<GameView, 'gameType' | 'scoringType'>) => game.gameType === 'dogfight' && game.scoringType === 'quota';

/**
 * The figure shown beside the course handicap: the quota target (36 − CH, unclamped) in quota
 * scoring, else the handicap index. '–' while the course handicap is unknown.
 */
export function secondFigure(
  game: Pick<GameView, 'gameType' | 'scoringType'>,
  player: Pick<PlayerView, 'handicap'>,
  courseHandicap: number | null,
  holes: HoleCount,
): { label: string; value: string } {
  if (!usesQuota(game)) return { label: 'Handicap Index', value: player.handicap.toFixed(1) };
  return { label: 'Quota Target', value: courseHandicap === null ? '–' : String(quotaTarget(courseHandicap, holes)) };
}

/** The course handicap as shown: a plus handicap (below 0) with a plus sign, as golfers write it. */
export function courseHandicapText(courseHandicap: number | null): string {
  if (courseHandicap === null) return '–';
  return courseHandicap < 0 ? `+${-courseHandicap}` : String(courseHandicap);
}
