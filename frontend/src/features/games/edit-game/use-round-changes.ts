import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { chooseRoundCourse } from '../api/choose-round-course.ts';
import { gameKeys } from '../api/game-keys.ts';
import { removeRound } from '../api/remove-round.ts';
import { updateRound } from '../api/update-round.ts';

const failed = (title: string) => (error: Error) =>
  toast({ title, ...(serverMessageOr(error, '') ? { description: serverMessageOr(error, '') } : {}), variant: 'destructive' });

/** Rounds management of the edit screen: add a round, change a round's course, remove a round. */
export function useRoundChanges(gameId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    await queryClient.invalidateQueries({ queryKey: gameKeys.all, exact: true });
  };
  const add = useMutation({
    mutationKey: ['games', gameId, 'add-round'],
    mutationFn: ({ roundNumber, courseId }: { roundNumber: number; courseId: string }) => chooseRoundCourse(gameId, roundNumber, courseId),
    onSuccess: async (_answer, { roundNumber }) => {
      toast({ title: 'Round Added', description: `Round ${roundNumber} was added.` });
      await refresh();
    },
    onError: failed('Failed to add round. Please try again.'),
  });
  const update = useMutation({
    mutationKey: ['games', gameId, 'update-round'],
    // A round without a course yet gets its first one; otherwise the course changes.
    mutationFn: ({ roundNumber, courseId, hasCourse }: { roundNumber: number; courseId: string; hasCourse: boolean }) =>
      hasCourse ? updateRound(gameId, roundNumber, courseId) : chooseRoundCourse(gameId, roundNumber, courseId),
    onSuccess: async (_answer, { roundNumber }) => {
      toast({ title: 'Round Updated', description: `Round ${roundNumber} has its new course.` });
      await refresh();
    },
    onError: failed('Failed to update round. Please try again.'),
  });
  const remove = useMutation({
    mutationKey: ['games', gameId, 'remove-round'],
    mutationFn: (roundNumber: number) => removeRound(gameId, roundNumber),
    onSuccess: async (_answer, roundNumber) => {
      toast({ title: 'Round Removed', description: `Round ${roundNumber} was removed.` });
      await refresh();
    },
    onError: failed('Failed to remove round. Please try again.'),
  });
  return { add, update, remove };
}
