import { Link, Navigate, useParams } from 'react-router-dom';
import { BeingRepaired } from '../../../components/ui/being-repaired.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useRecheckWhileRepairing } from '../../../lib/use-recheck-while-repairing.ts';
import { isUnanswered } from '../../../lib/network-failure.ts';
import { useCourse } from '../api/get-course.ts';
import { useGame } from '../api/get-game.ts';
import { usePlayerRounds } from '../api/get-player-rounds.ts';
import { useRoundLeaderboard } from '../api/get-round-leaderboard.ts';
import { useRoundScores } from '../api/get-round-scores.ts';
import { useLiveScoring } from '../hooks/use-live-scoring.ts';
import { useScoreQueue, useScoreSaves } from '../hooks/use-score-queue.ts';
import { cupFormatOf, foursomesCard, withCupStrokes } from '../model/cup-card.ts';
import { otherPhonesOf } from '../model/other-phones.ts';
import { scoringRound } from '../model/scoring-round.ts';
import { currentHoleWithQueue, savedWithQueue } from '../model/sync-queue.ts';
import { GameMissing } from './game-missing.tsx';
import { ScoringScreen } from './scoring-screen.tsx';

/**
 * A read that cannot be shown: it failed, unless it was a refetch that got no answer (the phone
 * lost its signal, or had not noticed yet): then what the phone holds stays on screen.
 */
function failed(query: { isError: boolean; error: unknown; data: unknown }): boolean {
  return query.isError && (query.data === undefined || !isUnanswered(query.error));
}

/**
 * Loads what scoring needs (the game, the players' tees and course handicaps, the round's
 * course, the scores so far) and sends a game that is not in play where it belongs (spec 4):
 * setup to the players screen, completed to the leaderboard. What the phone has queued and not
 * yet sent counts as recorded: the saves' strokes, and the hole a queued Next Hole moved to.
 */
export function ScoringLoader() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const repairing = useRecheckWhileRepairing(game);
  const roundNumber = game.data?.currentRound ?? 1;
  const round = game.data?.rounds.find((r) => r.roundNumber === roundNumber) ?? null;
  const course = useCourse(round?.courseId ?? null);
  const playerRounds = usePlayerRounds(gameId);
  const scores = useRoundScores(gameId, roundNumber, game.isSuccess);
  // A match play game's board says whether it is a cup match, and in which format (decision 0828).
  const board = useRoundLeaderboard(gameId, roundNumber, game.data?.gameType === 'match_play');
  const saves = useScoreSaves();
  const queue = useScoreQueue(gameId, saves);
  // Other phones' scores, the wolf's choice and presses reach this screen as they are made (decision 0796).
  useLiveScoring(game.isSuccess ? gameId : '');

  if (game.isPending) return <PageSpinner />;
  if (repairing) {
    return (
      <div className="page">
        <BeingRepaired
          error={game.error}
          action={
            <Link to="/" className={buttonClass('outline')}>
              Go Home
            </Link>
          }
        />
      </div>
    );
  }
  const { data } = game;
  if (data === undefined || failed(game)) return <GameMissing />;
  const admin = data.accessLevel === 'admin';
  // A viewer watches; only an admin sets a game up.
  if (data.accessLevel === 'viewer' || (data.status === 'setup' && !admin)) return <Navigate to={`/game/${data.id}/leaderboard`} replace />;
  if (data.status === 'setup') return <Navigate to={`/game/${data.id}/players`} replace />;
  if (data.status === 'completed') return <Navigate to={`/game/${data.id}/leaderboard`} replace />;
  if (data.myPlayerIds.length === 0) {
    return (
      <GameMissing
        title="No player to score yet"
        text="An admin of the game has not given you a player. You can follow the game meanwhile."
        to={`/game/${data.id}/leaderboard`}
        action="Leaderboard"
      />
    );
  }
  if (!round && !admin) {
    return (
      <GameMissing
        title={`Round ${roundNumber} has no course yet`}
        text="The organiser chooses it before the round starts."
        to={`/game/${data.id}/leaderboard`}
        action="Leaderboard"
      />
    );
  }
  if (!round) {
    return (
      <GameMissing
        title={`Please select a course for round ${roundNumber}.`}
        text="Each round needs a course before it is scored."
        to={`/game/${data.id}/course-selection`}
        action="Choose Courses"
      />
    );
  }
  if (round.status === 'not_started' && !admin) {
    return (
      <GameMissing
        title={`Round ${roundNumber} has not started`}
        text="The organiser starts it once the tees are set."
        to={`/game/${data.id}/leaderboard`}
        action="Leaderboard"
      />
    );
  }
  if (round.status === 'not_started') {
    return (
      <GameMissing
        title={`Round ${roundNumber} has not started`}
        text="Confirm the tees and course handicaps for the round, then start it."
        to={`/games/${data.id}/round-confirmation/${roundNumber}`}
        action={`Set Up Round ${roundNumber}`}
      />
    );
  }
  // A board being fetched is waited for; one that cannot be fetched (offline) is not: the card then plays as plain match play.
  const boardLoading = board.isPending && board.fetchStatus === 'fetching';
  if (course.isPending || playerRounds.isPending || scores.isPending || boardLoading) return <PageSpinner />;
  if (course.data === undefined || failed(course))
    return (
      <GameMissing
        title="Course not found"
        text="The course of this round cannot be read."
        to={`/game/${data.id}/leaderboard`}
        action="Leaderboard"
      />
    );
  if (playerRounds.data === undefined || scores.data === undefined || failed(playerRounds) || failed(scores)) {
    return <GameMissing title="Scores could not be loaded" text="Check your connection and open the game again." />;
  }
  const recorded = scoringRound(data, roundNumber, course.data, playerRounds.data, scores.data);
  const withQueue = { ...recorded, saved: savedWithQueue(recorded.saved, queue, roundNumber, scores.dataUpdatedAt) };
  const currentHole = currentHoleWithQueue(data.currentHole, roundNumber, saves, data.id, game.dataUpdatedAt);
  const cup = cupFormatOf(board.data);
  const marked = cup ? withCupStrokes(withQueue, cup) : withQueue;
  // A foursomes side is one row: a side whose partners both score on their own phones is that row's "Enter for" (decision 0835).
  const phones = { otherPhones: otherPhonesOf(data), mayScore: (id: string) => admin || data.myPlayerIds.includes(id) };
  const foursomes = cup === 'foursomes' ? foursomesCard(marked, data.myPlayerIds, board.data, phones) : null;
  return (
    <ScoringScreen
      game={foursomes ? { ...data, currentHole, playersOnOtherPhones: foursomes.otherPhones } : { ...data, currentHole }}
      round={foursomes?.round ?? marked}
      queue={queue}
      {...(foursomes ? { toSend: foursomes.toPartnerScores } : {})}
    />
  );
}
