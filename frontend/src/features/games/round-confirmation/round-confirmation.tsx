import type { CourseView, GameView, PlayerRoundView } from '@golf/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalculatorIcon } from '../../../components/icons/calculator-icon.tsx';
import { CheckCircleIcon } from '../../../components/icons/check-circle-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCourse } from '../api/get-course.ts';
import { useCalculateHandicaps } from '../handicaps/use-calculate-handicaps.ts';
import { carriedTees } from './carried-tees.ts';
import { useStartRound } from '../shared/use-start-round.ts';
import { PlayerTeeRow } from './player-tee-row.tsx';
import { RoundConfirmedDialog } from './round-confirmed-dialog.tsx';
import { everyoneTee, missingTeeNames, playerRoundFor, teeLabel } from './round-setup.ts';
import { useChooseTees } from './use-choose-tee.ts';
import { useConfirmRound } from './use-confirm-round.ts';
import { useMissingTeesToast } from './use-missing-tees-toast.ts';

type RoundConfirmationProps = { game: GameView; roundNumber: number; course: CourseView; playerRounds: PlayerRoundView[] };

/**
 * Round 2 onwards: each player without a tee starts from the tee of their last round (saved once
 * when the screen opens, so the course handicaps follow); the organiser changes any they like.
 */
function usePrefilledTees({
  game,
  roundNumber,
  course,
  playerRounds,
  save,
}: RoundConfirmationProps & { save: (choices: Array<{ playerId: string; teeSetId: string }>) => void }) {
  const previousCourseId = game.rounds.find((r) => r.roundNumber === roundNumber - 1)?.courseId ?? null;
  const previous = useCourse(previousCourseId !== null && previousCourseId !== course.id ? previousCourseId : null);
  const done = useRef(false);
  const waiting = previousCourseId !== null && previousCourseId !== course.id && previous.isPending;
  useEffect(() => {
    if (done.current || waiting) return;
    done.current = true;
    const choices = carriedTees(game.players, playerRounds, roundNumber, course.teeSets, [
      ...course.teeSets,
      ...(previous.data?.teeSets ?? []),
    ]);
    if (choices.length > 0) save(choices);
  }, [waiting, game.players, playerRounds, roundNumber, course.teeSets, previous.data, save]);
}

/** A tee for every player, their course handicaps, then 'Confirm Round' and 'Start Round {n}'. */
export function RoundConfirmation({ game, roundNumber, course, playerRounds }: RoundConfirmationProps) {
  const [confirmedOpen, setConfirmedOpen] = useState(false);
  const [calculated, setCalculated] = useState(false);
  // The tee just picked for everyone, shown while it is being saved.
  const [picked, setPicked] = useState<string | null>(null);
  const tees = useChooseTees(game.id, roundNumber);
  const missing = missingTeeNames(game.players, playerRounds, roundNumber);
  const showMissing = useMissingTeesToast(missing.length);
  const calculate = useCalculateHandicaps(game.id, { onSuccess: () => setCalculated(true) });
  const confirm = useConfirmRound(game.id, roundNumber, { onSuccess: () => setConfirmedOpen(true), onMissingTees: showMissing });
  const start = useStartRound(game.id, roundNumber);
  usePrefilledTees({ game, roundNumber, course, playerRounds, save: tees.mutate });
  const everyone = everyoneTee(game.players, playerRounds, roundNumber);
  const everyoneValue = tees.isPending && picked !== null ? picked : everyone.value;
  const teeOptions = [{ value: '', label: everyone.emptyLabel }, ...course.teeSets.map((t) => ({ value: t.id, label: teeLabel(t) }))];

  const requireTees = () => {
    if (missing.length === 0) return true;
    showMissing(missing.join(', '));
    return false;
  };

  return (
    <div className="stack">
      <Card className="panel">
        <p className="eyebrow">
          Round {roundNumber} of {game.numberOfRounds}
        </p>
        <h2 className="section-title">{course.name}</h2>
        <p className="muted">
          {course.location} · {course.holes} holes
        </p>
        {course.teeSets.length === 0 ? (
          <p className="form__error">This course has no tee sets yet. Add one in the course library.</p>
        ) : (
          <SelectField
            label="Same tee for everyone"
            options={teeOptions}
            value={everyoneValue}
            disabled={tees.isPending}
            onChange={(event) => {
              const teeSetId = event.target.value;
              if (!teeSetId) return;
              setPicked(teeSetId);
              tees.mutate(game.players.map((player) => ({ playerId: player.id, teeSetId })));
            }}
          />
        )}
      </Card>

      <ul className="stack">
        {game.players.map((player) => (
          <PlayerTeeRow
            key={player.id}
            game={game}
            player={player}
            playerRound={playerRoundFor(playerRounds, player.id, roundNumber)}
            tees={course.teeSets}
            holes={course.holes}
            disabled={tees.isPending}
            onTee={(teeSetId) => tees.mutate([{ playerId: player.id, teeSetId }])}
          />
        ))}
      </ul>

      {calculated ? (
        <p className="banner banner--success" role="status">
          <CheckCircleIcon size={18} />
          Course handicaps calculated from each player's tee.
        </p>
      ) : null}
      <div className="form__actions">
        <Button
          variant="secondary"
          block
          loading={calculate.isPending}
          onClick={() => requireTees() && calculate.mutate({ roundNumber, teeSetId: 'all' })}
        >
          <CalculatorIcon size={18} />
          Calculate Course Handicaps
        </Button>
        <Link to={`/games/${game.id}/handicap-setup/${roundNumber}`} className="btn btn--link btn--md">
          Adjust course handicaps
        </Link>
        <Button size="lg" block loading={confirm.isPending} onClick={() => requireTees() && confirm.mutate()}>
          Confirm Round
        </Button>
      </div>

      <RoundConfirmedDialog
        open={confirmedOpen}
        roundNumber={roundNumber}
        courseName={course.name}
        starting={start.isPending}
        onStart={() => start.mutate()}
        onReview={() => setConfirmedOpen(false)}
      />
    </div>
  );
}
