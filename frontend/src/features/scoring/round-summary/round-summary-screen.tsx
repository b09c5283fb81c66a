import type { GameView, LeaderboardView } from '@golf/contracts';
import { ranksByPoints } from '@golf/golf';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircleIcon } from '../../../components/icons/check-circle-icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useRoundScores } from '../api/get-round-scores.ts';
import { roundFactsLine } from '../model/round-facts-line.ts';
import { PlayerRoundCard } from './player-round-card.tsx';
import { ScoresConfirmedDialog } from './scores-confirmed-dialog.tsx';
import { useCompleteGame, useStartNextRound } from './use-finish-round.ts';

type RoundSummaryScreenProps = { game: GameView; roundNumber: number; leaderboard: LeaderboardView };

/** Every player's round by hole, then 'Confirm All Scores' and the way on (spec 2, Round summary). */
export function RoundSummaryScreen({ game, roundNumber, leaderboard }: RoundSummaryScreenProps) {
  const [confirmed, setConfirmed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const isLastRound = roundNumber >= game.numberOfRounds;
  const startNext = useStartNextRound(game, roundNumber);
  const complete = useCompleteGame(game);
  const busy = startNext.isPending || complete.isPending;
  const onContinue = () => (isLastRound ? complete.mutate() : startNext.mutate());
  const showPoints = ranksByPoints(game.gameType);
  const scores = useRoundScores(game.id, roundNumber).data ?? [];
  const unplayed = leaderboard.entries.some((entry) => entry.scorecards.some((card) => card.holes.some((hole) => hole.strokes === null)));

  return (
    <div className="round-summary">
      <header className="round-summary__header">
        <p className="round-summary__eyebrow">
          Round {roundNumber} of {game.numberOfRounds}
          {leaderboard.courseName ? ` · ${leaderboard.courseName}` : ''}
        </p>
        <h1 className="round-summary__title">Round {roundNumber} Summary</h1>
        <p className="round-summary__text">Check every player's scores, then confirm them.</p>
      </header>
      {unplayed ? (
        <p className="round-summary__warning" role="note">
          Some holes have no score yet. Go back to scoring to enter them.
        </p>
      ) : null}
      {leaderboard.entries.map((entry) => {
        const card = entry.scorecards.find((c) => c.roundNumber === roundNumber);
        return card ? (
          <PlayerRoundCard
            key={entry.player.id}
            entry={entry}
            card={card}
            showPoints={showPoints}
            facts={roundFactsLine(card.holes, scores, entry.player.id)}
          />
        ) : null;
      })}
      <div className="round-summary__actions">
        {confirmed ? (
          <>
            <p className="round-summary__confirmed" role="status">
              <CheckCircleIcon size={18} />
              Scores Confirmed!
            </p>
            <Button size="lg" block loading={busy} onClick={onContinue}>
              {isLastRound ? 'View Final Results' : `Start Round ${roundNumber + 1}`}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="lg"
              block
              onClick={() => {
                setConfirmed(true);
                setDialogOpen(true);
              }}
            >
              Confirm All Scores
            </Button>
            <Link to={`/game/${game.id}/scoring`} className={buttonClass('outline', 'md', 'btn--block')}>
              Back to Scoring
            </Link>
          </>
        )}
      </div>
      <ScoresConfirmedDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        roundNumber={roundNumber}
        isLastRound={isLastRound}
        busy={busy}
        onContinue={onContinue}
      />
    </div>
  );
}
