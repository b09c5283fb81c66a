import { scoreToPar, toParText } from '@golf/golf';
import { Button } from '../../../components/ui/button.tsx';
import { countText } from '../../../lib/count-text.ts';
import { phoneText } from '../model/other-phones.ts';
import type { ScoringPlayer } from '../model/scoring-round.ts';

type OtherPhoneRowProps = {
  member: ScoringPlayer;
  holeNumber: number;
  /** What is recorded for the hole; null for nothing yet. */
  strokes: number | null;
  /** Whose phone scores them; null when the game cannot tell. */
  phoneOf: string | null;
  onEnterFor: () => void;
};

/**
 * A player whose own phone scores them, on a phone that scores for several (decision 0700): what
 * is recorded and where they score, and no box: nothing of theirs is saved from here unless the
 * organiser taps "Enter for Rae" on purpose.
 */
export function OtherPhoneRow({ member, holeNumber, strokes, phoneOf, onEnterFor }: OtherPhoneRowProps) {
  const { name } = member.player;
  const par = member.holes.get(holeNumber)?.par;
  const toPar = strokes === null || par === undefined ? null : toParText(scoreToPar(strokes, par));
  return (
    <li className="score-row score-row--recorded score-row--other-phone">
      <div className="score-row__who">
        <p className="score-row__name">{name}</p>
        <p className="score-row__meta">
          {phoneText(phoneOf)}
          {toPar === null ? null : <span className="score-row__to-par score-row__to-par--even">{toPar}</span>}
        </p>
      </div>
      <span className="score-row__recorded" aria-label={`${name}: ${strokes === null ? 'no score yet' : countText(strokes, 'stroke')}`}>
        {strokes ?? '–'}
      </span>
      <Button variant="outline" size="sm" className="score-row__enter-for" onClick={onEnterFor}>
        Enter for {name}
      </Button>
    </li>
  );
}
