import type { TeamConfiguration } from '@golf/golf';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { PlayerSlot } from './player-slots.ts';
import { fitPicks, layoutLabel, teamPicksError, teamSummaries, type TeamPicks } from './team-draft.ts';

type TeamAssignmentProps = {
  slots: PlayerSlot[];
  layouts: TeamConfiguration[];
  picks: TeamPicks;
  layout: TeamConfiguration;
  /** The game plays Las Vegas, on these teams. */
  forVegas?: boolean;
  onChange: (picks: TeamPicks, layout: TeamConfiguration) => void;
  onBack: () => void;
  onConfirm: () => void;
};

/** Team step: every player on a team, each team exactly its size; full teams show their average. */
export function TeamAssignment({ slots, layouts, picks, layout, forVegas = false, onChange, onBack, onConfirm }: TeamAssignmentProps) {
  const [tried, setTried] = useState(false);
  const error = teamPicksError(slots, picks, layout);
  const teams = teamSummaries(slots, picks, layout);
  const confirm = () => {
    setTried(true);
    if (!error) onConfirm();
  };

  return (
    <div className="stack">
      <Card className="panel">
        <h2 className="section-title">Team Assignment</h2>
        <p className="muted">
          Put every player on a team: {layoutLabel(layout)}.{forVegas ? ' Las Vegas is played between these teams.' : ''}
        </p>
        {layouts.length > 1 ? (
          <div className="segmented segmented--inline" role="group" aria-label="Team layout">
            {layouts.map((option) => (
              <button
                key={option.teamCount}
                type="button"
                className="segmented__option"
                aria-pressed={option.teamCount === layout.teamCount}
                onClick={() => onChange(fitPicks(picks, option), option)}
              >
                {layoutLabel(option)}
              </button>
            ))}
          </div>
        ) : null}
        <ul className="stack">
          {slots.map((slot) => (
            <li key={slot.key} className="team-pick">
              <span className="team-pick__name">{slot.name}</span>
              <div className="team-pick__options" role="group" aria-label={`Team for ${slot.name}`}>
                {teams.map((team) => (
                  <button
                    key={team.teamNumber}
                    type="button"
                    className="team-pick__option"
                    aria-pressed={picks[slot.key] === team.teamNumber}
                    aria-label={`${slot.name}: ${team.name}`}
                    onClick={() => onChange({ ...picks, [slot.key]: team.teamNumber }, layout)}
                  >
                    {team.teamNumber}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <ul className="team-grid">
        {teams.map((team) => (
          <li key={team.teamNumber} className="team-card">
            <p className="team-card__name">
              {team.name} ({team.members.length}/{layout.teamSize})
            </p>
            <p className="team-card__members">{team.members.map((m) => m.name).join(', ') || 'No players yet'}</p>
            {team.averageHandicap !== null ? <p className="team-card__average">Average HCP: {team.averageHandicap.toFixed(1)}</p> : null}
          </li>
        ))}
      </ul>
      {tried && error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form__actions">
        <Button size="lg" block onClick={confirm}>
          Confirm Teams
        </Button>
        <Button variant="outline" block onClick={onBack}>
          Back to Edit
        </Button>
      </div>
    </div>
  );
}
