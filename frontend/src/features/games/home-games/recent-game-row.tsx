import type { GameSummaryView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { GameActionsMenu } from '../shared/game-actions-menu.tsx';
import { statusLabel } from '../shared/game-labels.ts';
import { gameSubtitle, playersText, roleLabel } from '../shared/game-links.ts';
import { useMyUserId } from '../shared/use-my-user-id.ts';

/** A finished game on the home screen, titled by its name, with its course, format, date and the caller's part in it. */
export function RecentGameRow({ game }: { game: GameSummaryView }) {
  const course = game.firstRoundCourse;
  const role = roleLabel(game, useMyUserId());
  return (
    <li className="recent-game">
      <div className="recent-game__text">
        <p className="recent-game__title">{game.name}</p>
        <p className="recent-game__meta">{gameSubtitle(game)}</p>
        <p className="recent-game__meta">{playersText(game.playerCount)}</p>
        <p className="recent-game__status">
          <Badge variant="secondary">{statusLabel(game.status)}</Badge>
          <Badge variant="outline" aria-label={`Your role: ${role}`}>
            {role}
          </Badge>
          <span className="recent-game__meta">{course ? `${course.holes} holes` : 'No course'}</span>
        </p>
      </div>
      <Link to={`/game/${game.id}/leaderboard`} className="btn btn--ghost btn--icon" aria-label={`Leaderboard of ${game.name}`}>
        <TrophyIcon size={18} />
      </Link>
      {game.accessLevel === 'admin' ? <GameActionsMenu game={game} /> : null}
    </li>
  );
}
