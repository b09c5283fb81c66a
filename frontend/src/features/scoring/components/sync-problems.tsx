import type { PlayerView } from '@golf/contracts';
import { AlertTriangleIcon } from '../../../components/icons/alert-triangle-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { refusalText, type QueuedScoreItem } from '../model/sync-queue.ts';

type SyncProblemsProps = {
  items: readonly QueuedScoreItem[];
  players: readonly PlayerView[];
  currentRound: number;
  onKeepTheirs: (item: QueuedScoreItem) => void;
  onSendMine: (item: QueuedScoreItem) => void;
  onDiscard: (item: QueuedScoreItem) => void;
  onTryAgain: (item: QueuedScoreItem) => void;
};

/**
 * Saves the API refused, each with the player's choice. A conflict (someone else changed the
 * hole meanwhile) is never settled silently: keep theirs, or send mine to replace it.
 */
export function SyncProblems({ items, players, currentRound, onKeepTheirs, onSendMine, onDiscard, onTryAgain }: SyncProblemsProps) {
  if (items.length === 0) return null;
  const nameOf = (playerId: string) => players.find((p) => p.id === playerId)?.name ?? 'A player';
  return (
    <section className="sync-problems" aria-label="Scores not synced">
      {items.map((item) => {
        const conflict = item.refusal?.theirs != null;
        return (
          <div key={item.score.idempotencyKey} className="sync-problem" role="alert">
            <p className="sync-problem__text">
              <AlertTriangleIcon size={18} />
              {refusalText(item, nameOf(item.score.playerId), currentRound)}
            </p>
            <div className="sync-problem__actions">
              {conflict ? (
                <>
                  <Button size="sm" variant="outline" onClick={() => onKeepTheirs(item)}>
                    Keep theirs ({item.refusal?.theirs})
                  </Button>
                  <Button size="sm" onClick={() => onSendMine(item)}>
                    Send mine ({item.score.strokes})
                  </Button>
                </>
              ) : (
                <>
                  <Button size="sm" variant="outline" onClick={() => onDiscard(item)}>
                    Discard
                  </Button>
                  <Button size="sm" onClick={() => onTryAgain(item)}>
                    Try again
                  </Button>
                </>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
