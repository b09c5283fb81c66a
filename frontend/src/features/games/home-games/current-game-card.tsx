import type { GameSummaryView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { PlayIcon } from '../../../components/icons/play-icon.tsx';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GameActionsMenu } from '../shared/game-actions-menu.tsx';
import { gameSubtitle, playersText, roleSentence } from '../shared/game-links.ts';
import { useMyUserId } from '../shared/use-my-user-id.ts';
import { wherePlayIs, wherePlayText } from '../../../lib/where-play-is.ts';
import { useLeaderboardEntries } from '../api/get-leaderboard.ts';
import { MyStatsLine } from './my-stats-line.tsx';

/**
 * A game in progress, titled by its name (games at one course are told apart): its course, format
 * and date, where play is, the user's part and standing, and the ways back into it.
 */
export function CurrentGameCard({ game }: { game: GameSummaryView }) {
  const role = roleSentence(game, useMyUserId());
  const leaderboard = useLeaderboardEntries(game.id, true);
  // Where play is, from the scores recorded: never the organiser's hole as if it were everyone's (decision 0701).
  const where = leaderboard.data
    ? wherePlayText(wherePlayIs({ status: game.status, round: null, currentRound: game.currentRound, entries: leaderboard.data }))
    : null;
  return (
    <Card className="game-card game-card--current">
      <div className="game-card__head">
        <div className="game-card__text">
          <h3 className="game-card__title">{game.name}</h3>
          <p className="game-card__subtitle">{gameSubtitle(game)}</p>
          <p className="game-card__meta">
            {playersText(game.playerCount)} · Round {game.currentRound} of {game.numberOfRounds}
            {where ? ` · ${where}` : ''}
          </p>
          <p className="game-card__role">{role}</p>
        </div>
        {game.accessLevel === 'admin' ? <GameActionsMenu game={game} /> : null}
      </div>
      <MyStatsLine leaderboard={leaderboard} myPlayerId={game.myPlayerId} gameType={game.gameType} />
      <div className="button-row">
        <Link to={`/game/${game.id}/leaderboard`} className={buttonClass('outline')}>
          <TrophyIcon size={18} />
          Leaderboard
        </Link>
        {game.accessLevel === 'viewer' ? null : (
          <Link to={`/game/${game.id}/scoring`} className={buttonClass('primary')}>
            <PlayIcon size={18} />
            Continue
          </Link>
        )}
      </div>
    </Card>
  );
}
