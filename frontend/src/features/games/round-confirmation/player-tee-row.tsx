import type { GameView, PlayerRoundView, PlayerView, TeeSetSummaryView } from '@golf/contracts';
import type { HoleCount } from '@golf/golf';
import { Badge } from '../../../components/ui/badge.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { courseHandicapText, secondFigure, teeLabel } from './round-setup.ts';

type PlayerTeeRowProps = {
  game: GameView;
  player: PlayerView;
  playerRound: PlayerRoundView | null;
  tees: readonly TeeSetSummaryView[];
  holes: HoleCount;
  disabled: boolean;
  onTee: (teeSetId: string) => void;
};

/** One player of the round: their tee, course handicap and quota target or handicap index. */
export function PlayerTeeRow({ game, player, playerRound, tees, holes, disabled, onTee }: PlayerTeeRowProps) {
  const courseHandicap = playerRound?.courseHandicap ?? null;
  const figure = secondFigure(game, player, courseHandicap, holes);
  const options = [{ value: '', label: 'Select a tee' }, ...tees.map((tee) => ({ value: tee.id, label: teeLabel(tee) }))];
  return (
    <li className="tee-row">
      <div className="tee-row__head">
        <span className="tee-row__name">{player.name}</span>
        {playerRound?.handicapManuallyAdjusted ? <Badge variant="accent">Manually Adjusted</Badge> : null}
      </div>
      <SelectField
        label={`Tee for ${player.name}`}
        hideLabel
        options={options}
        value={playerRound?.teeSetId ?? ''}
        disabled={disabled}
        onChange={(event) => event.target.value && onTee(event.target.value)}
      />
      <dl className="figures">
        <div className="figures__item">
          <dt>Course Handicap</dt>
          <dd>{courseHandicapText(courseHandicap)}</dd>
        </div>
        <div className="figures__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      </dl>
    </li>
  );
}
