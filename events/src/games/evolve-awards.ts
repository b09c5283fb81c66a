import type { HoleAwardsData } from './award-events.ts';
import type { RecordedHoleAwards } from './game-state.ts';

const nobody = (awards: HoleAwardsData) => [awards.bingo, awards.bango, awards.bongo, awards.closestToPin].every((id) => id === null);

/** The awards after HoleAwardsSet: the hole's entry replaced in place (or added), gone when it awards nobody. */
export function awardsAfterSet(
  all: readonly RecordedHoleAwards[],
  set: { roundNumber: number; holeNumber: number; awards: HoleAwardsData },
): RecordedHoleAwards[] {
  const { roundNumber, holeNumber, awards } = set;
  const entry = { roundNumber, holeNumber, ...awards };
  const index = all.findIndex((a) => a.roundNumber === roundNumber && a.holeNumber === holeNumber);
  if (nobody(awards)) return index === -1 ? [...all] : all.filter((_, i) => i !== index);
  return index === -1 ? [...all, entry] : all.map((a, i) => (i === index ? entry : a));
}

/** The awards after PlayerRemoved: what the player held goes to nobody. */
export function awardsAfterPlayerRemoved(all: readonly RecordedHoleAwards[], playerId: string): RecordedHoleAwards[] {
  const without = (id: string | null) => (id === playerId ? null : id);
  return all
    .map((a) => ({
      ...a,
      bingo: without(a.bingo),
      bango: without(a.bango),
      bongo: without(a.bongo),
      closestToPin: without(a.closestToPin),
    }))
    .filter((a) => !nobody(a));
}
