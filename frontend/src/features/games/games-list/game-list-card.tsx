import type { GameSummaryView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GameActionsMenu } from '../shared/game-actions-menu.tsx';
import { gameTypeName, statusLabel } from '../shared/game-labels.ts';
import { createdDateText, gameLink, playersText, roleLabel } from '../shared/game-links.ts';
import { useMyUserId } from '../shared/use-my-user-id.ts';

/** A game on the All Games screen with the caller's part in it, its next step and its menu (admins only). */
export function GameListCard({ game }: { game: GameSummaryView }) {
  const next = gameLink(game);
  const role = roleLabel(game, useMyUserId());
  return (
    <Card className="game-card">
      <div className="game-card__head">
        <div className="game-card__text">
          <h3 className="game-card__title">{game.name}</h3>
          <p className="game-card__meta">
            {gameTypeName(game.gameType)} · {playersText(game.playerCount)} · {createdDateText(game.createdAt)}
          </p>
        </div>
        {game.accessLevel === 'admin' ? <GameActionsMenu game={game} /> : null}
      </div>
      <div className="game-card__row">
        <span className="game-card__course">{game.firstRoundCourse?.name ?? 'No course'}</span>
        <span className="game-card__badges">
          <Badge variant="outline" aria-label={`Your role: ${role}`}>
            {role}
          </Badge>
          <Badge variant={game.status === 'in_progress' ? 'default' : 'secondary'}>{statusLabel(game.status)}</Badge>
        </span>
      </div>
      <Link to={next.to} className={buttonClass(game.status === 'completed' ? 'outline' : 'primary', 'md', 'btn--block')}>
        {next.label}
      </Link>
    </Card>
  );
}
