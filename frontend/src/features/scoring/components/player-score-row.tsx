import { STROKES_MAX, STROKES_MIN, scoreToPar, toParText } from '@golf/golf';
import { useState } from 'react';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import type { ScoringPlayer } from '../model/scoring-round.ts';
import { editedStrokes, isInvalidStrokes, steppedStrokes, type StrokesDraft } from '../model/stroke-entry.ts';
import { HandicapMarksView } from './handicap-marks-view.tsx';
import { MinusIcon } from './minus-icon.tsx';

type PlayerScoreRowProps = {
  member: ScoringPlayer;
  holeNumber: number;
  strokes: number;
  onChange: (strokes: number) => void;
};

/** A plus handicap (below 0) is written with a plus sign, as golfers write it. */
const courseHandicapText = (ch: number) => (ch < 0 ? `+${-ch}` : String(ch));

/**
 * One player's strokes on the hole: minus, the number, plus; under the name, the course handicap,
 * its marks and the score against par (beside the name they left a phone too little room for it).
 */
export function PlayerScoreRow({ member, holeNumber, strokes, onChange }: PlayerScoreRowProps) {
  const { player, courseHandicap } = member;
  const par = member.holes.get(holeNumber)?.par;
  const invalid = isInvalidStrokes(strokes);
  const toPar = par === undefined || invalid ? null : toParText(scoreToPar(strokes, par));
  // What was typed, while it is what the box holds on this hole: minus, plus, another hole or
  // leaving the box show the strokes held again (par, for a box left empty).
  const [typed, setTyped] = useState<(StrokesDraft & { holeNumber: number }) | null>(null);
  const shown = typed && typed.holeNumber === holeNumber && typed.strokes === strokes ? typed.text : String(strokes);
  const tone = toPar === null || toPar === 'E' ? 'even' : toPar.startsWith('-') ? 'under' : 'over';

  return (
    <li className="score-row">
      <div className="score-row__who">
        <p className="score-row__name">{player.name}</p>
        <p className="score-row__meta">
          {courseHandicap === null ? 'No course handicap' : `CH ${courseHandicapText(courseHandicap)}`}
          <HandicapMarksView strokes={member.strokes.get(holeNumber) ?? 0} />
          {toPar === null ? null : (
            <span className={`score-row__to-par score-row__to-par--${tone}`} aria-label={`${player.name} to par: ${toPar}`}>
              {toPar}
            </span>
          )}
        </p>
      </div>
      <div className="score-row__entry">
        <button
          type="button"
          className="score-row__step"
          aria-label={`One stroke less for ${player.name}`}
          disabled={strokes <= STROKES_MIN}
          onClick={() => onChange(steppedStrokes(strokes, -1))}
        >
          <MinusIcon size={22} />
        </button>
        <input
          className={`score-row__input${invalid ? ' score-row__input--invalid' : ''}`}
          aria-invalid={invalid || undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          aria-label={`Strokes for ${player.name}`}
          value={shown}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={() => setTyped(null)}
          onChange={(event) => {
            const edited = editedStrokes(event.target.value, { text: shown, strokes }, par);
            setTyped({ ...edited, holeNumber });
            if (edited.strokes !== strokes) onChange(edited.strokes);
          }}
        />
        <button
          type="button"
          className="score-row__step"
          aria-label={`One stroke more for ${player.name}`}
          disabled={strokes >= STROKES_MAX}
          onClick={() => onChange(steppedStrokes(strokes, 1))}
        >
          <PlusIcon size={22} />
        </button>
      </div>
    </li>
  );
}
