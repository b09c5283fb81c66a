import type { GameView, PlayerRoundView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { RefreshCwIcon } from '../../../components/icons/refresh-cw-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { playerRoundFor } from '../round-confirmation/round-setup.ts';
import { ManageHandicapRow } from './manage-handicap-row.tsx';
import { useRecalculateScores } from './use-recalculate-scores.ts';
import { useUpdateHandicap } from './use-update-handicap.ts';

/** Bulk actions and each player's course handicap for the game's current round. */
export function ManageHandicaps({ game, playerRounds }: { game: GameView; playerRounds: PlayerRoundView[] }) {
  const round = game.currentRound;
  const recalculate = useRecalculateScores(game.id);
  const update = useUpdateHandicap(game.id, round);
  const rows = game.players
    .map((player) => ({ player, playerRound: playerRoundFor(playerRounds, player.id, round) }))
    .filter((row): row is { player: typeof row.player; playerRound: PlayerRoundView } => row.playerRound?.courseHandicap != null);

  return (
    <div className="stack">
      <Card className="panel">
        <h2 className="section-title">Bulk Actions</h2>
        <p className="muted">Work out every saved score again from the current course handicaps.</p>
        <Button variant="secondary" block loading={recalculate.isPending} onClick={() => recalculate.mutate()}>
          <RefreshCwIcon size={18} />
          Recalculate All Scores
        </Button>
      </Card>
      <Card className="panel">
        <h2 className="section-title">Course Handicaps · Round {round}</h2>
        {rows.length === 0 ? (
          <p className="muted">
            No course handicaps for round {round} yet. <Link to={`/games/${game.id}/handicap-setup/${round}`}>Set them up</Link>
          </p>
        ) : (
          <ul className="stack">
            {rows.map(({ player, playerRound }) => (
              <ManageHandicapRow
                key={`${player.id}-${playerRound.courseHandicap}`}
                player={player}
                playerRound={playerRound}
                saving={update.isPending && update.variables?.playerId === player.id}
                onSave={(courseHandicap) => update.mutate({ playerId: player.id, courseHandicap, playerName: player.name })}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
