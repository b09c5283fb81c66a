import type { BoardHoleAwardsView, GameView, HoleAwardsView, LeaderboardView } from '@golf/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { randomUuid } from '../../../lib/random-uuid.ts';
import type { HoleAwardsSave } from '../api/hole-awards-save.ts';
import { holeAwardsSaveKey } from '../api/scoring-keys.ts';

type HoleAwardsPanelProps = {
  game: GameView;
  board: LeaderboardView | undefined;
  roundNumber: number;
  holeNumber: number;
  /** The hole's par, when known: closest to the pin is offered on a par 3 only. */
  par: number | undefined;
};

type AwardKey = keyof HoleAwardsView;

const NOBODY: HoleAwardsView = { bingo: null, bango: null, bongo: null, closestToPin: null };

const LABELS: Record<AwardKey, string> = {
  bingo: 'Bingo (first on)',
  bango: 'Bango (closest)',
  bongo: 'Bongo (first in)',
  closestToPin: 'Closest to pin',
};

/** The hole's awards as the board has them: nobody for each until set. */
function boardAwards(board: LeaderboardView | undefined, roundNumber: number, holeNumber: number): HoleAwardsView {
  const hole = board?.holeAwards?.find((h: BoardHoleAwardsView) => h.roundNumber === roundNumber && h.holeNumber === holeNumber);
  return hole ? { bingo: hole.bingo, bango: hole.bango, bongo: hole.bongo, closestToPin: hole.closestToPin } : NOBODY;
}

/**
 * The hole's awards on the scoring screen (docs/golf-rules.md section 15, decision 0810): folded
 * under the players' rows so the strokes come first, one choice of a player or nobody for bingo,
 * bango, bongo and, on a par 3, closest to the pin; each choice is queued with the scores (PUT
 * …/awards, decision 0813): shown at once, sent when there is signal, a refusal told in a toast
 * and the choice put back.
 */
export function HoleAwardsPanel({ game, board, roundNumber, holeNumber, par }: HoleAwardsPanelProps) {
  const holeKey = `${roundNumber}:${holeNumber}`;
  // What this phone set last on the hole, shown until the board (read a moment later) has it too.
  const [sent, setSent] = useState<{ holeKey: string; awards: HoleAwardsView } | null>(null);
  const save = useMutation<unknown, Error, HoleAwardsSave>({ mutationKey: holeAwardsSaveKey });
  const waiting = save.isPending && (save.isPaused || save.failureCount > 0);
  const awards = sent?.holeKey === holeKey ? sent.awards : boardAwards(board, roundNumber, holeNumber);
  const keys: AwardKey[] = par === 3 ? ['bingo', 'bango', 'bongo', 'closestToPin'] : ['bingo', 'bango', 'bongo'];
  const nameOf = (id: string) => game.players.find((p) => p.id === id)?.name ?? 'A player';
  const taken = keys.filter((key) => awards[key] !== null);

  const choose = (key: AwardKey, playerId: string | null) => {
    setSent({ holeKey, awards: { ...awards, [key]: playerId } });
    const id = randomUuid();
    save.mutate({ id, gameId: game.id, roundNumber, holeNumber, awards: { [key]: playerId } }, { onError: () => setSent(null) });
  };

  return (
    <details className="awards-panel">
      <summary className="awards-panel__summary">
        <span className="awards-panel__title">Hole awards</span>
        <span className="awards-panel__taken">
          {taken.length === 0 ? 'None set' : taken.map((key) => `${LABELS[key].split(' (')[0]} ${nameOf(awards[key]!)}`).join(' · ')}
        </span>
      </summary>
      {waiting ? <p className="awards-panel__waiting">Waiting for a connection: the awards go with the scores.</p> : null}
      <div className="awards-panel__choices">
        {keys.map((key) => (
          <label key={key} className="awards-panel__choice">
            <span>{LABELS[key]}</span>
            <select value={awards[key] ?? ''} onChange={(event) => choose(key, event.target.value === '' ? null : event.target.value)}>
              <option value="">Nobody</option>
              {game.players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </details>
  );
}
