/** One line of the player select. */
export type PlayerChoice = { value: string; label: string; disabled?: boolean };

/**
 * The players a player code may pick, in the game's order. One someone else already scores for
 * stays in the list, marked taken and not pickable: the joiner sees the whole group and why
 * their name may be out of reach (the server answers 409 for it anyway).
 */
export function playerChoices(players: ReadonlyArray<{ id: string; name: string }>, claimed: readonly string[]): PlayerChoice[] {
  const taken = new Set(claimed);
  return players.map((player) =>
    taken.has(player.id) ? { value: player.id, label: `${player.name} (taken)`, disabled: true } : { value: player.id, label: player.name },
  );
}

/** The player a link names (`?player=`), if the joiner may still pick them; '' otherwise. */
export function pickablePlayer(playerId: string, players: ReadonlyArray<{ id: string }>, claimed: readonly string[]): string {
  return playerId !== '' && !claimed.includes(playerId) && players.some((player) => player.id === playerId) ? playerId : '';
}
