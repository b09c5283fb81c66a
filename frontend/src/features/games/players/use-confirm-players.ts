import type { GameView } from '@golf/contracts';
import type { TeamConfiguration } from '@golf/golf';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { addPlayer } from '../api/add-player.ts';
import { assignTeams } from '../api/assign-teams.ts';
import { gameKeys } from '../api/game-keys.ts';
import { shareWithPlayer } from '../api/share-with-user.ts';
import { MIN_PLAYERS, nameKey, namedSlots, slotHandicap, slotsToSend, type PlayerSlot } from './player-slots.ts';
import type { TeamPicks } from './team-draft.ts';
import { playersToastText, type ConfirmResult } from './players-toast.ts';

export type ConfirmPlayersInput = { slots: PlayerSlot[]; teams: { picks: TeamPicks; layout: TeamConfiguration } | null };

class TooFewPlayers extends Error {}

const playersToast = (result: ConfirmResult) => toast(playersToastText(result));

/**
 * Sends the players not yet in the game (by lower-cased name), then the teams, then gives
 * registered players access by e-mail (a failure there is only logged), and moves on to
 * choosing courses.
 */
export function useConfirmPlayers(game: GameView) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['games', game.id, 'confirm-players'],
    mutationFn: async ({ slots, teams }: ConfirmPlayersInput): Promise<ConfirmResult> => {
      const named = namedSlots(slots);
      if (named.length < MIN_PLAYERS) throw new TooFewPlayers();
      const ids = new Map(game.players.map((player) => [nameKey(player.name), player.id]));
      const sent: PlayerSlot[] = [];
      for (const slot of slotsToSend(named, game.players)) {
        const { player } = await addPlayer(game.id, {
          name: slot.name.trim(),
          handicap: slotHandicap(slot),
          userId: slot.userId,
          ghinId: null,
          teamNumber: null,
        });
        ids.set(nameKey(slot.name), player.id);
        sent.push(slot);
      }
      if (teams) {
        const assignments = named.map((slot) => ({ playerId: ids.get(nameKey(slot.name)) ?? '', teamNumber: teams.picks[slot.key] ?? 0 }));
        await assignTeams(game.id, { teamCount: teams.layout.teamCount, assignments });
      }
      const shares = await Promise.all(
        sent
          .filter((slot) => slot.verified && slot.email)
          .map((slot) => shareWithPlayer(game.id, { email: slot.email ?? '', accessLevel: 'player', playerName: slot.name.trim() })),
      );
      return { added: sent.length, playerCount: ids.size, shared: shares.filter(Boolean).length };
    },
    onSuccess: async (result) => {
      playersToast(result);
      await queryClient.invalidateQueries({ queryKey: gameKeys.detail(game.id) });
      await queryClient.invalidateQueries({ queryKey: gameKeys.all, exact: true });
      navigate(`/game/${game.id}/course-selection`);
    },
    onError: async (error) => {
      if (error instanceof TooFewPlayers) {
        toast({ title: 'Please add at least 2 players.', variant: 'destructive' });
        return;
      }
      toast({ title: 'Error', description: 'Failed to add players. Please try again.', variant: 'destructive' });
      // Some players may have been added before the failure: show the game as it now is.
      await queryClient.invalidateQueries({ queryKey: gameKeys.detail(game.id) });
    },
  });
}
