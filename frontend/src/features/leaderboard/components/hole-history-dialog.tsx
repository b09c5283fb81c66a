import { Dialog } from '../../../components/ui/dialog.tsx';
import { accessName, changeText, holeHistory, writerName, writtenAt, type HistoryIndex, type HoleSlot } from '../model/score-history.ts';

type HoleHistoryDialogProps = { index: HistoryIndex; slot: HoleSlot | null; onClose: () => void };

/** Every score written on one hole of a player's round, oldest first: what, who, with which access, when. */
export function HoleHistoryDialog({ index, slot, onClose }: HoleHistoryDialogProps) {
  const entries = slot ? holeHistory(index, slot) : [];
  const playerName = entries[0]?.playerName;
  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={slot ? `Hole ${slot.holeNumber} History` : 'Hole History'}
      description={slot ? `${playerName ? `${playerName} · ` : ''}Round ${slot.roundNumber}` : undefined}
    >
      {entries.length === 0 ? (
        <p className="hole-history__empty">No score has been entered on this hole.</p>
      ) : (
        <ol className="hole-history" aria-label="Score changes">
          {entries.map((entry) => (
            <li key={entry.eventId} className={`hole-history__entry hole-history__entry--${entry.kind}`}>
              <p className="hole-history__change">{changeText(entry)}</p>
              <p className="hole-history__who">
                {writerName(entry.who)} · {accessName(entry.access)}
              </p>
              <time className="hole-history__when" dateTime={entry.occurredAt}>
                {writtenAt(entry.occurredAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
