import type { GameView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import type { ScoreToSave } from '../api/enter-score.ts';
import { queueAdvance } from '../api/score-queue.ts';
import { scoringKeys } from '../api/scoring-keys.ts';
import { hasWaitingScores, sendScores } from '../api/send-scores.ts';
import { updateGame } from '../api/update-game.ts';
import { afterOwnSave, afterSave, type AfterSave } from '../model/after-save.ts';
import { refusalOf, SAVE_FAILED } from '../model/save-refusal.ts';

export type SubmitHole = { holeNumber: number; scores: ScoreToSave[] };

type Submitted = { next: AfterSave; game: GameView | null; queued: boolean };

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
  const then = next.kind === 'round-summary' ? 'open the round summary' : next.kind === 'game-completed' ? 'complete the game' : null;
  toast({
    title: 'Saved on this phone',
    description: then
      ? `Hole ${holeNumber} will sync as soon as there is a connection. Then press Next Hole again to ${then}.`
      : `Hole ${holeNumber} scores will sync as soon as there is a connection.`,
  });
}

/**
 * Next Hole: saves the hole's scores, then moves play on as spec section 4 says (next hole,
 * round summary, or game completed). Online this waits for the answers as before. Without a
 * connection the scores are queued and play still moves to the next hole (the move is queued
 * behind them); a round or game is only finished once its last scores are in. The callbacks live
 * on the mutation so they still run when the answer re-renders or leaves the screen.
 */
export function useSubmitHole(game: GameView, holeCount: number, playing: PlayingFrom, callbacks: SubmitCallbacks) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['scoring', game.id, 'submit-hole'],
    // It decides itself what to do offline: TanStack must not hold it back.
    networkMode: 'always',
    mutationFn: async ({ holeNumber, scores }: SubmitHole): Promise<Submitted> => {
      const position = { currentHole: playing.currentHole, currentRound: game.currentRound, holeCount, numberOfRounds: game.numberOfRounds };
      const next = (playing.movesPlay ? afterSave : afterOwnSave)({ savedHole: holeNumber, ...position });
      const sent = await sendScores(queryClient, game.id, scores);
      // A player's card moves on this phone only: the game's hole belongs to its admins.
      if (!playing.movesPlay && next.kind !== 'score-updated') return { next, game: null, queued: sent === 'queued' };
      if (next.kind === 'next-hole') {
        const move = { gameId: game.id, roundNumber: game.currentRound, currentHole: next.holeNumber };
        if (sent === 'queued') {
          queueAdvance(queryClient, move).catch(() => undefined);
          return { next, game: null, queued: true };
        }
        return { next, game: null, queued: (await queueAdvance(queryClient, move)) === 'queued' };
      }
      if (sent === 'queued' || (next.kind !== 'score-updated' && hasWaitingScores(queryClient, game.id))) return { next, game: null, queued: true };
      if (next.kind === 'game-completed') return { next, game: (await updateGame(game.id, { status: 'completed' })).game, queued: false };
      return { next, game: null, queued: false };
    },
    onSuccess: ({ next, game: changed, queued }, { holeNumber }) => {
      if (queued && next.kind !== 'next-hole' && next.kind !== 'card-done') queuedToast(next, holeNumber);
      if (next.kind === 'score-updated') {
        if (!queued) toast({ title: 'Score Updated!', description: `Hole ${next.holeNumber} scores have been updated` });
        callbacks.onScoreUpdated();
      } else if (next.kind === 'round-summary' && !queued) {
        navigate(`/games/${game.id}/round-summary/${next.roundNumber}`);
      } else if (next.kind === 'game-completed' && !queued) {
        toast({ title: 'Game completed!' });
        navigate(`/game/${game.id}/leaderboard`);
      } else if (next.kind === 'card-done') {
        toast({ title: 'Card complete', description: `Your scores for round ${next.roundNumber} are in${queued ? ' and sync when there is a connection' : ''}.` });
        navigate(`/game/${game.id}/leaderboard`);
      }
      if (changed) queryClient.setQueryData(scoringKeys.game(game.id), changed);
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal?.theirs != null) {
        toast({ title: 'Score Save Error', description: 'Someone else changed this hole meanwhile: choose whose score to keep.', variant: 'destructive' });
        callbacks.onConflict(refusal.playerId);
        return;
      }
      toast({ title: 'Score Save Error', description: refusal?.message ?? SAVE_FAILED, variant: 'destructive' });
    },
  });
}
