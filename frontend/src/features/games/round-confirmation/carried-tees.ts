import type { PlayerRoundView, PlayerView, TeeSetSummaryView } from '@golf/contracts';

type Tee = Pick<TeeSetSummaryView, 'id' | 'name' | 'color'>;

/** A player's most recent round before `roundNumber` that has a tee, or null. */
function lastTeeBefore(playerRounds: readonly PlayerRoundView[], playerId: string, roundNumber: number): string | null {
  const earlier = playerRounds
    .filter((pr) => pr.playerId === playerId && pr.roundNumber < roundNumber && pr.teeSetId !== null)
    .sort((a, b) => b.roundNumber - a.roundNumber);
  return earlier[0]?.teeSetId ?? null;
}

/**
 * The tees to prefill for a round after the first: each player without a tee for it plays from
 * the tee of their last round. On the same course that is the same tee; on another course, the
 * tee of the same name, else of the same colour (White at one course is White at the next). A
 * player whose last tee has no match here, or who has a tee already, is left as they are.
 * `known` holds the tees the earlier rounds' ids are looked up in.
 */
export function carriedTees(
  players: readonly Pick<PlayerView, 'id'>[],
  playerRounds: readonly PlayerRoundView[],
  roundNumber: number,
  tees: readonly Tee[],
  known: readonly Tee[],
): Array<{ playerId: string; teeSetId: string }> {
  if (roundNumber < 2) return [];
  return players.flatMap((player) => {
    const current = playerRounds.find((pr) => pr.playerId === player.id && pr.roundNumber === roundNumber);
    if (current?.teeSetId) return [];
    const lastId = lastTeeBefore(playerRounds, player.id, roundNumber);
    if (lastId === null) return [];
    const same = tees.find((tee) => tee.id === lastId);
    const last = known.find((tee) => tee.id === lastId);
    const match =
      same ??
      (last
        ? (tees.find((tee) => tee.name.trim().toLowerCase() === last.name.trim().toLowerCase()) ??
          tees.find((tee) => tee.color === last.color))
        : undefined);
    return match ? [{ playerId: player.id, teeSetId: match.id }] : [];
  });
}
