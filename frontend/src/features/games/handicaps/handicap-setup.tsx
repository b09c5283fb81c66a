import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CalculatorIcon } from '../../../components/icons/calculator-icon.tsx';
import { CheckCircleIcon } from '../../../components/icons/check-circle-icon.tsx';
import { PlayIcon } from '../../../components/icons/play-icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { playerRoundFor, teeLabel } from '../round-confirmation/round-setup.ts';
import type { RoundScreenData } from '../shared/round-screen.tsx';
import { useStartRound } from '../shared/use-start-round.ts';
import { HandicapRow } from './handicap-row.tsx';
import { useCalculateHandicaps } from './use-calculate-handicaps.ts';
import { useUpdateHandicap } from './use-update-handicap.ts';

/** Course handicaps for a round: calculate from the tees, adjust by hand, then play. */
export function HandicapSetup({ game, roundNumber, course, playerRounds }: RoundScreenData) {
  const [teeForAll, setTeeForAll] = useState('all');
  const [justCalculated, setJustCalculated] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const calculate = useCalculateHandicaps(game.id, { onSuccess: () => setJustCalculated(true) });
  const update = useUpdateHandicap(game.id, roundNumber, { onSuccess: () => setEditing(null) });
  const start = useStartRound(game.id, roundNumber);
  const roundOf = (playerId: string) => playerRoundFor(playerRounds, playerId, roundNumber);
  // Spec: the calculated state shows when saved course handicaps exist (any above 0) or after a calculation.
  const calculated = justCalculated || game.players.some((p) => (roundOf(p.id)?.courseHandicap ?? 0) > 0);
  const options = [
    { value: 'all', label: "Each player's chosen tee" },
    ...course.teeSets.map((tee) => ({ value: tee.id, label: teeLabel(tee) })),
  ];

  return (
    <div className="stack">
      <Card className="panel">
        <p className="eyebrow">Round {roundNumber}</p>
        <h2 className="section-title">{course.name}</h2>
        <p className="muted">
          {course.location} · {course.holes} holes
        </p>
        <SelectField label="Calculate from" options={options} value={teeForAll} onChange={(e) => setTeeForAll(e.target.value)} />
        <Button
          variant="secondary"
          block
          loading={calculate.isPending}
          onClick={() => calculate.mutate({ roundNumber, teeSetId: teeForAll })}
        >
          <CalculatorIcon size={18} />
          Calculate Course Handicaps
        </Button>
      </Card>

      {calculated ? (
        <p className="banner banner--success" role="status">
          <CheckCircleIcon size={18} />
          Course handicaps are calculated. Adjust any by hand below.
        </p>
      ) : null}

      <ul className="stack">
        {game.players.map((player) => {
          const playerRound = roundOf(player.id);
          return (
            <HandicapRow
              key={player.id}
              player={player}
              playerRound={playerRound}
              tee={course.teeSets.find((t) => t.id === playerRound?.teeSetId) ?? null}
              editing={editing === player.id}
              saving={update.isPending}
              onEdit={() => setEditing(player.id)}
              onCancel={() => setEditing(null)}
              onSave={(courseHandicap) => update.mutate({ playerId: player.id, courseHandicap, playerName: player.name })}
            />
          );
        })}
      </ul>

      <div className="form__actions">
        <Button size="lg" block loading={start.isPending} disabled={!calculated} onClick={() => start.mutate()}>
          <PlayIcon size={18} />
          Continue to Live Scoring
        </Button>
        <Link to={`/game/${game.id}/edit`} className={buttonClass('outline', 'md', 'btn--block')}>
          Back to Game
        </Link>
      </div>
    </div>
  );
}
