import type { GameView } from '@golf/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { FormSection } from '../shared/form-section.tsx';
import { statusLabel } from '../shared/game-labels.ts';

/** Where the game stands: status, players, position of play and round 1's course. */
export function GameProgressCard({ game }: { game: GameView }) {
  const firstCourse = game.rounds.find((r) => r.roundNumber === 1)?.course?.name ?? 'No course';
  return (
    <FormSection title="Game Progress">
      <dl className="detail-list">
        <div className="detail-list__row">
          <dt>Status</dt>
          <dd>
            <Badge variant={game.status === 'in_progress' ? 'default' : 'secondary'}>{statusLabel(game.status)}</Badge>
          </dd>
        </div>
        <div className="detail-list__row">
          <dt>Players</dt>
          <dd>{game.players.length}</dd>
        </div>
        <div className="detail-list__row">
          <dt>Position</dt>
          <dd>
            Round {game.currentRound} of {game.numberOfRounds} · Hole {game.currentHole}
          </dd>
        </div>
        <div className="detail-list__row">
          <dt>First round course</dt>
          <dd>{firstCourse}</dd>
        </div>
      </dl>
    </FormSection>
  );
}
