import type { PlayerRoundView, PlayerView, TeeSetSummaryView } from '@golf/contracts';
import { PencilIcon } from '../../../components/icons/pencil-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { courseHandicapText } from '../round-confirmation/round-setup.ts';
import { HandicapEditor } from './handicap-editor.tsx';

type HandicapRowProps = {
  player: PlayerView;
  playerRound: PlayerRoundView | null;
  tee: TeeSetSummaryView | null;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (courseHandicap: number) => void;
};

/** A player's index, tee and course handicap for the round, editable by hand. */
export function HandicapRow({ player, playerRound, tee, editing, saving, onEdit, onCancel, onSave }: HandicapRowProps) {
  const courseHandicap = playerRound?.courseHandicap ?? null;
  return (
    <li className="handicap-row">
      <div className="handicap-row__head">
        <span className="handicap-row__name">{player.name}</span>
        {playerRound?.handicapManuallyAdjusted ? <Badge variant="accent">Manually Adjusted</Badge> : null}
        {editing ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="handicap-row__edit"
            onClick={onEdit}
            aria-label={`Edit course handicap for ${player.name}`}
          >
            <PencilIcon size={16} />
            Edit
          </Button>
        )}
      </div>
      <dl className="figures figures--three">
        <div className="figures__item">
          <dt>Handicap Index</dt>
          <dd>{player.handicap.toFixed(1)}</dd>
        </div>
        <div className="figures__item">
          <dt>Tee</dt>
          <dd>
            {tee ? tee.name : 'No tee chosen'}
            {tee ? (
              <span className="figures__sub">
                {tee.rating.toFixed(1)} / {tee.slope}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="figures__item">
          <dt>Course Handicap</dt>
          <dd>{courseHandicapText(courseHandicap)}</dd>
        </div>
      </dl>
      {editing ? (
        <HandicapEditor playerName={player.name} initial={courseHandicap} saving={saving} onSave={onSave} onCancel={onCancel} />
      ) : null}
    </li>
  );
}
