import { scoreMessages } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { adjustedQuota } from '@golf/golf';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requireRoundWithCourse } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/**
 * A completed round's result per player, worked out from the game's stream and its round's tees
 * before deciding (`quotaRoundResults`, @golf/golf): the quota played to, the points over (+) or under (−)
 * it, and how many holes are scored there.
 */
export interface RoundResultFact {
  playerId: string;
  currentQuota: number | null;
  quotaDelta: number;
  holesPlayed: number;
}

export interface AdjustQuotas {
  actor: GameActor;
  completedRound: number;
  results: readonly RoundResultFact[];
}

/**
 * Quotas for the round after a completed round of quota scoring (docs/golf-rules.md section 6, by
 * @golf/golf): `clamp(quota + trunc(delta / 2), 10, 45)` per player. Needs a quota game, a
 * started round that is not the last, every player scored on every hole, and results that have
 * caught up with those scores. The same quotas already recorded → nothing.
 */
export function decideAdjustQuotas(command: AdjustQuotas, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  if (game.scoringType !== 'quota') throw new ConflictError(scoreMessages.notQuotaGame);
  const round = requireRoundWithCourse(game, command.completedRound);
  if (round.roundNumber >= game.numberOfRounds) throw new ConflictError(scoreMessages.lastRound(round.roundNumber));
  if (round.status === 'not_started') throw new ConflictError(scoreMessages.roundNotStarted(round.roundNumber));
  const holesOf = (playerId: string) =>
    game.scores.filter((s) => s.playerId === playerId && s.roundNumber === round.roundNumber && s.holeNumber <= round.courseHoles).length;
  if (game.players.some((p) => holesOf(p.id) < round.courseHoles))
    throw new ConflictError(scoreMessages.roundNotCompleted(round.roundNumber));
  const adjustments = game.players.map((player) => {
    const result = command.results.find((r) => r.playerId === player.id);
    if (!result || result.currentQuota === null || result.holesPlayed !== holesOf(player.id)) {
      throw new ConflictError(scoreMessages.resultsPending(round.roundNumber));
    }
    const { currentQuota, quotaDelta } = result;
    return { playerId: player.id, previousQuota: currentQuota, quotaDelta, nextQuota: adjustedQuota(currentQuota, quotaDelta) };
  });
  const recorded = game.quotaAdjustments.filter((a) => a.completedRound === round.roundNumber);
  const same =
    recorded.length === adjustments.length &&
    adjustments.every((a) =>
      recorded.some(
        (r) =>
          r.playerId === a.playerId && r.previousQuota === a.previousQuota && r.quotaDelta === a.quotaDelta && r.nextQuota === a.nextQuota,
      ),
    );
  if (same) return [];
  return [{ type: 'QuotasAdjusted', data: { gameId: game.id, completedRound: round.roundNumber, adjustments } }];
}
