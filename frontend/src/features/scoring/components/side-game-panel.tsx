import type { GameView, LeaderboardView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { chooseWolf, pressBet } from '../api/side-game-choices.ts';
import { pressables } from '../model/pressables.ts';

type SideGamePanelProps = {
  game: GameView;
  board: LeaderboardView | undefined;
  roundNumber: number;
  holeNumber: number;
  /** Whether anyone has a score on the hole: a blind wolf is declared before. */
  holeScored: boolean;
};

/**
 * The side games' part of the scoring screen (docs/golf-rules.md sections 11 and 12): on a Wolf
 * hole, the wolf's choice, asked before the scores (partner, lone, blind) and shown on every
 * phone ("waiting for the wolf" until made); in a match play Nassau with manual presses, "Press"
 * for each bet the caller's side is down in (an admin: the side that is down).
 */
export function SideGamePanel({ game, board, roundNumber, holeNumber, holeScored }: SideGamePanelProps) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!board?.sideGames) return null;
  const { settings, wolf } = board.sideGames;
  const nameOf = (id: string) => game.players.find((p) => p.id === id)?.name ?? 'A player';
  const send = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      toast({ title: done });
      setChanging(false);
      await queryClient.invalidateQueries({ queryKey: ['/api/games', game.id] });
    } catch (error) {
      toast({ title: error instanceof Error ? error.message : 'Not saved', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const hole = wolf?.holes.find((h) => h.roundNumber === roundNumber && h.holeNumber === holeNumber);
  const mayChoose = hole !== undefined && (game.accessLevel === 'admin' || game.myPlayerIds.includes(hole.wolfId));
  const presses = settings.presses?.mode === 'manual' ? pressables(game, board, holeNumber) : [];
  if (!hole && presses.length === 0) return null;
  return (
    <section className="side-panel" aria-label="Side games">
      {hole ? (
        <div className="side-panel__wolf" data-waiting={hole.choice === null}>
          <p className="side-panel__title">
            Wolf: <strong>{nameOf(hole.wolfId)}</strong>
            {hole.choice === 'partner' && hole.partnerId ? ` with ${nameOf(hole.partnerId)}` : ''}
            {hole.choice === 'lone' ? ' goes lone (±6)' : ''}
            {hole.choice === 'blind' ? ' goes blind (±9)' : ''}
          </p>
          {hole.choice === null && !mayChoose ? <p className="side-panel__note">Waiting for the wolf to choose…</p> : null}
          {mayChoose && (hole.choice === null || changing) ? (
            <div className="side-panel__choices" role="group" aria-label="The wolf's choice">
              {game.players
                .filter((p) => p.id !== hole.wolfId)
                .map((p) => (
                  <Button
                    key={p.id}
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      void send(
                        () => chooseWolf(game.id, roundNumber, holeNumber, { choice: 'partner', partnerId: p.id }),
                        `${nameOf(hole.wolfId)} takes ${p.name}`,
                      )
                    }
                  >
                    Take {p.name}
                  </Button>
                ))}
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void send(() => chooseWolf(game.id, roundNumber, holeNumber, { choice: 'lone', partnerId: null }), 'Lone wolf')
                }
              >
                Lone
              </Button>
              {!holeScored ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    void send(() => chooseWolf(game.id, roundNumber, holeNumber, { choice: 'blind', partnerId: null }), 'Blind wolf')
                  }
                >
                  Blind
                </Button>
              ) : null}
            </div>
          ) : null}
          {mayChoose && hole.choice !== null && !changing ? (
            <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
              Change
            </Button>
          ) : null}
        </div>
      ) : null}
      {presses.length > 0 ? (
        <p className="side-panel__note">A press is a new bet from hole {holeNumber} to the end of the bet it presses.</p>
      ) : null}
      {presses.length > 0 ? (
        <div className="side-panel__presses" role="group" aria-label="Presses">
          {presses.map((press) => (
            <Button
              key={press.id}
              size="sm"
              disabled={busy}
              onClick={() => void send(() => pressBet(game.id, { roundNumber, pressOf: press.id }), `Pressed: ${press.label}`)}
            >
              Press {press.label}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
