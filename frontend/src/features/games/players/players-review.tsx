import { teamName } from '@golf/golf';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { playsOffAppIndex, slotHandicap, type PlayerSlot } from './player-slots.ts';
import type { TeamPicks } from './team-draft.ts';

type PlayersReviewProps = {
  slots: PlayerSlot[];
  picks: TeamPicks | null;
  confirming: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

/** The Confirm Players review: who will play, before anything is sent. */
export function PlayersReview({ slots, picks, confirming, onBack, onConfirm }: PlayersReviewProps) {
  return (
    <div className="stack">
      <Card className="panel">
        <h2 className="section-title">Confirm Players</h2>
        <p className="muted">
          {slots.length} {slots.length === 1 ? 'player' : 'players'} will play this game.
        </p>
        <ul className="player-list">
          {slots.map((slot, index) => {
            const team = picks?.[slot.key];
            return (
              <li key={slot.key} className="player-list__row">
                <span className="player-list__number">{index + 1}</span>
                <span className="player-list__text">
                  <span className="player-list__name">{slot.name}</span>
                  <span className="player-list__meta">
                    HCP {slotHandicap(slot).toFixed(1)}
                    {playsOffAppIndex(slot) ? ' (app index)' : ''}
                  </span>
                  {slot.email ? <span className="player-list__meta">{slot.email}</span> : null}
                  {team || slot.verified ? (
                    <span className="badge-row">
                      {team ? <Badge>{teamName(team)}</Badge> : null}
                      {slot.verified ? <Badge variant="secondary">Registered</Badge> : null}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </Card>
      <div className="form__actions">
        <Button size="lg" block onClick={onConfirm} loading={confirming}>
          Confirm Players
        </Button>
        <Button variant="outline" block onClick={onBack} disabled={confirming}>
          Back to Edit
        </Button>
      </div>
    </div>
  );
}
