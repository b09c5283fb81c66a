import { STROKES_MAX, STROKES_MIN, scoreToPar, toParText } from '@golf/golf';
import { useState } from 'react';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import type { ScoringPlayer } from '../model/scoring-round.ts';
import { editedStrokes, isInvalidStrokes, steppedStrokes, type StrokesDraft } from '../model/stroke-entry.ts';
import type { FactsDraft } from '../model/hole-facts-entry.ts';
import { HandicapMarksView } from './handicap-marks-view.tsx';
import { HoleFactsRow } from './hole-facts-row.tsx';
import { MinusIcon } from './minus-icon.tsx';

type PlayerScoreRowProps = {
  member: ScoringPlayer;
  holeNumber: number;
  strokes: number;
  onChange: (strokes: number) => void;
  /** Entered for a player whose own phone scores them ("Enter for Rae"): where they score, and how to leave it to them again. */
  forOtherPhone?: { phone: string; onLeave: () => void } | undefined;
  /** The hole's facts, when this phone shows them (off unless the golfer or the game's side games turned them on); `polie`: offered. */
  facts?: { value: FactsDraft; onChange: (facts: FactsDraft) => void; polie?: boolean } | undefined;
};

/** A plus handicap (below 0) is written with a plus sign, as golfers write it. */
const courseHandicapText = (ch: number) => (ch < 0 ? `+${-ch}` : String(ch));

/**
 * One player's strokes on the hole: minus, the number, plus; under the name, the course handicap,
 * its marks and the score against par (beside the name they left a phone too little room for it).
 */
export function PlayerScoreRow({ member, holeNumber, strokes, onChange, forOtherPhone, facts }: PlayerScoreRowProps) {
  const { player, courseHandicap } = member;
  const par = member.holes.get(holeNumber)?.par;
  const invalid = isInvalidStrokes(strokes);
  const toPar = par === undefined || invalid ? null : toParText(scoreToPar(strokes, par));
  // What was typed, while it is what the box holds on this hole: minus, plus, another hole or
  // leaving the box show the strokes held again (par, for a box left empty).
  const [typed, setTyped] = useState<(StrokesDraft & { holeNumber: number }) | null>(null);
  const shown = typed && typed.holeNumber === holeNumber && typed.strokes === strokes ? typed.text : String(strokes);
  const tone = toPar === null || toPar === 'E' ? 'even' : toPar.startsWith('-') ? 'under' : 'over';
  const problemId = `strokes-problem-${player.id}`;

  return (
    <li className={`score-row${forOtherPhone ? ' score-row--for-other' : ''}`}>
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
          aria-describedby={invalid ? problemId : undefined}
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
      {facts ? <HoleFactsRow name={player.name} par={par} facts={facts.value} onChange={facts.onChange} polie={facts.polie} /> : null}
      {invalid ? (
        <p id={problemId} className="score-row__problem" role="alert">
          {player.name} needs 1 stroke or more on this hole.
        </p>
      ) : null}
      {forOtherPhone ? (
        <p className="score-row__for-other">
          <span>
            {forOtherPhone.phone}: entering for {player.name}, saved as yours.
          </span>
          <button type="button" className="score-row__leave" onClick={forOtherPhone.onLeave}>
            Leave to {player.name}
          </button>
        </p>
      ) : null}
    </li>
  );
}
