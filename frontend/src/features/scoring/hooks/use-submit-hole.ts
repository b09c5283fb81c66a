import type { GameView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { removeScoreSave } from '../api/score-save-cache.ts';
import { scoringKeys } from '../api/scoring-keys.ts';
import { useCompleteGame } from '../round-summary/use-finish-round.ts';
import { afterOwnSave, afterSave, type AfterSave } from '../model/after-save.ts';
import { playNotMovedMessage, refusalOf, SAVE_FAILED } from '../model/save-refusal.ts';
import { newScoreSave, type ScoreToSave } from '../model/score-save.ts';
import { useScoreSave, type SaveOutcome } from './use-score-save.ts';

/** Spec §8: the toast when the last hole of the last round is saved. */
const GAME_COMPLETED = 'Game completed!';

export type SubmitHole = { holeNumber: number; scores: ScoreToSave[] };

/**
 * Where this phone is: an admin's phone moves the game's play (`movesPlay`) from the game's
 * current hole; a player's keeps its own card's hole and never moves the game.
 */
export type PlayingFrom = { movesPlay: boolean; currentHole: number };

type SubmitCallbacks = {
  /** A past hole was saved (or queued): back to the hole play is on. */
  onScoreUpdated: () => void;
  /** Someone else changed this player's score meanwhile: show theirs; the conflict panel offers to send again. */
  onConflict: (playerId: string) => void;
};

/** Toast of a hole kept on the phone, by where play would have gone. */
function queuedToast(next: AfterSave, holeNumber: number): void {
  const then =
    next.kind === 'round-summary'
      ? 'Finish Round again to open the round summary'
      : next.kind === 'game-completed'
        ? 'Finish Game again to complete the game'
        : null;
  toast({
    title: 'Saved on this phone',
    description: then
      ? `Hole ${holeNumber} will sync as soon as there is a connection. Then press ${then}.`
      : `Hole ${holeNumber} scores will sync as soon as there is a connection.`,
  });
}

/**
 * Next Hole: one save of the hole's scores, carrying the move to the next hole on an admin's
 * phone (spec section 4), so play moves only once the whole hole is in. The screen shows the
 * next hole at once, online or not (the queue counts as recorded). A round or game is finished
 * only once its last scores are sent: queued, the player is told to press Finish Round (or Finish Game) again.
 */
export function useSubmitHole(game: GameView, holeCount: number, playing: PlayingFrom, callbacks: SubmitCallbacks) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { save, busy } = useScoreSave();
  const completeGame = useCompleteGame(game, GAME_COMPLETED);

  const landed = (next: AfterSave, holeNumber: number, outcome: SaveOutcome) => {
    const queued = outcome === 'queued';
    if (queued && next.kind !== 'next-hole' && next.kind !== 'card-done') queuedToast(next, holeNumber);
    if (next.kind === 'score-updated') {
      if (!queued) toast({ title: 'Score Updated!', description: `Hole ${next.holeNumber} scores have been updated` });
      callbacks.onScoreUpdated();
    } else if (next.kind === 'round-summary' && !queued) {
      navigate(`/games/${game.id}/round-summary/${next.roundNumber}`);
    } else if (next.kind === 'game-completed' && !queued) {
      completeGame.mutateAsync().then(
        () => toast({ title: GAME_COMPLETED }),
        () => undefined,
      );
    } else if (next.kind === 'card-done') {
      toast({
        title: 'Card complete',
        description: `Your scores for round ${next.roundNumber} are in${queued ? ' and sync when there is a connection' : ''}.`,
      });
      navigate(`/game/${game.id}/leaderboard`);
    }
  };

  const refused = (error: unknown, saveId: string) => {
    // The scores are in and the defaults told the player play did not move.
    if (playNotMovedMessage(error) !== null) return;
    const refusal = refusalOf(error);
    if (refusal?.theirs != null) {
      toast({
        title: 'Score Save Error',
        description: 'Someone else changed this hole meanwhile: choose whose score to keep.',
        variant: 'destructive',
      });
      callbacks.onConflict(refusal.playerId);
      return;
    }
    // Said by this toast: it does not stay in the queue as well.
    removeScoreSave(queryClient, saveId);
    // A player who moved to their own phone meanwhile (decision 0700), or another change of the
    // game, is shown as it stands now before Next Hole is pressed again.
    if (refusal?.status === 409) void queryClient.invalidateQueries({ queryKey: scoringKeys.game(game.id) });
    toast({ title: 'Score Save Error', description: refusal?.message ?? SAVE_FAILED, variant: 'destructive' });
  };

  const submit = ({ holeNumber, scores }: SubmitHole) => {
    const position = { currentHole: playing.currentHole, currentRound: game.currentRound, holeCount, numberOfRounds: game.numberOfRounds };
    const next = (playing.movesPlay ? afterSave : afterOwnSave)({ savedHole: holeNumber, ...position });
    // A player's card moves on this phone only: the game's hole belongs to its admins.
    const moveTo = playing.movesPlay && next.kind === 'next-hole' ? { roundNumber: game.currentRound, currentHole: next.holeNumber } : null;
    const hole = newScoreSave(game.id, scores, { moveTo });
    save(hole).then(
      (outcome) => landed(next, holeNumber, outcome),
      (error: unknown) => refused(error, hole.id),
    );
  };

  return { submit, busy: busy || completeGame.isPending };
}
