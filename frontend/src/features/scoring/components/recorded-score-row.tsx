import { scoreToPar, toParText } from '@golf/golf';
import type { ScoringPlayer } from '../model/scoring-round.ts';
import { countText } from '../../../lib/count-text.ts';

/** Another player's score on the hole, as recorded: a player's phone shows it but does not change it. */
export function RecordedScoreRow({ member, holeNumber, strokes }: { member: ScoringPlayer; holeNumber: number; strokes: number | null }) {
  const par = member.holes.get(holeNumber)?.par;
  const toPar = strokes === null || par === undefined ? null : toParText(scoreToPar(strokes, par));
  return (
    <li className="score-row score-row--recorded">
      <div className="score-row__who">
        <p className="score-row__name">{member.player.name}</p>
        <p className="score-row__meta">Scored by another phone</p>
      </div>
      {toPar === null ? <span aria-hidden="true" /> : <span className="score-row__to-par score-row__to-par--even">{toPar}</span>}
      <span
        className="score-row__recorded"
        aria-label={`${member.player.name}: ${strokes === null ? 'no score yet' : countText(strokes, 'stroke')}`}
      >
        {strokes ?? '–'}
      </span>
    </li>
  );
}
