import type { GameView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { chooseRoundCourse } from '../api/choose-round-course.ts';
import { gameKeys } from '../api/game-keys.ts';
import { changedRounds, type RoundChoices } from './course-options.ts';

/** Saves the rounds whose course changed, then goes on to confirm round 1. */
export function useSaveCourseSelection(game: GameView) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['games', game.id, 'course-selection'],
    mutationFn: async (choices: RoundChoices) => {
      for (const { roundNumber, courseId } of changedRounds(choices, game.rounds)) {
        await chooseRoundCourse(game.id, roundNumber, courseId);
      }
    },
    onSuccess: async () => {
      toast({ title: 'Course selection complete! Now confirm your round setup.' });
      await queryClient.invalidateQueries({ queryKey: gameKeys.detail(game.id) });
      navigate(`/games/${game.id}/round-confirmation/1`);
    },
    onError: async (error) => {
      toast({ title: 'Failed to update round. Please try again.', description: serverMessageOr(error, ''), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: gameKeys.detail(game.id) });
    },
  });
}
