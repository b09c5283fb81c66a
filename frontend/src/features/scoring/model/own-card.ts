import { savedKey, type ScoringRound } from './scoring-round.ts';

/**
 * A player's (or a group scorer's) own card: the round's players whose scores the caller
 * enters. The game's current hole belongs to its admins; these phones move through the holes
 * by themselves, from what their players have recorded.
 */
export function ownCard(round: ScoringRound, playerIds: readonly string[]): ScoringRound {
  const mine = new Set(playerIds);
  return { ...round, players: round.players.filter(({ player }) => mine.has(player.id)) };
}

/** The hole the own card is on: the first one some of its players has no score for; the last hole once all are in. */
export function ownCurrentHole(card: ScoringRound): number {
  for (let hole = 1; hole <= card.holeCount; hole += 1) {
    if (card.players.some(({ player }) => !card.saved.has(savedKey(player.id, hole)))) return hole;
  }
  return card.holeCount;
}
