import type { BoardHoleAwardsView } from '@golf/contracts';

type NameOf = (playerId: string) => string;

const AWARDS = [
  ['bingo', 'Bingo'],
  ['bango', 'Bango'],
  ['bongo', 'Bongo'],
  ['closestToPin', 'Closest to pin'],
] as const;

/** A hole's awards in words: "Bingo Ann · Bongo Bob", the awards nobody took left out. */
export function awardsText(hole: BoardHoleAwardsView, nameOf: NameOf): string {
  return AWARDS.flatMap(([key, label]) => {
    const playerId = hole[key];
    return playerId === null ? [] : [`${label} ${nameOf(playerId)}`];
  }).join(' · ');
}

/**
 * Who took bingo, bango, bongo and closest to the pin, hole by hole (docs/golf-rules.md section
 * 15, decision 0809): only the holes with an award set; on the overall board the round is named.
 */
export function HoleAwardsCard({
  holes,
  nameOf,
  showRound,
}: {
  holes: readonly BoardHoleAwardsView[];
  nameOf: NameOf;
  showRound: boolean;
}) {
  return (
    <section className="card card--stack lb-card" aria-label="Hole awards">
      <h2 className="lb-card__title">Hole awards</h2>
      <ul className="lb-side-holes">
        {holes.map((hole) => (
          <li key={`${hole.roundNumber}.${hole.holeNumber}`} className="lb-side-holes__hole">
            <span className="lb-side-holes__number">{showRound ? `R${hole.roundNumber}·${hole.holeNumber}` : hole.holeNumber}</span>
            <span>{awardsText(hole, nameOf)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
