import type { WolfChoiceBody } from '@golf/contracts';
import type { GameEvent, GameState } from '@golf/events';
import { wolfChoiceRefusal, wolfOf } from '@golf/golf';
import { ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import type { GameActor } from '../access/access-rule.ts';
import { recordedAccess, refused, sideGameCaller } from '../rules/side-game-actors.ts';

/** PUT /api/games/{id}/rounds/{n}/holes/{h}/wolf: the wolf's choice on a hole. */
export interface ChooseWolf extends WolfChoiceBody {
  actor: GameActor;
  roundNumber: number;
  holeNumber: number;
}

/**
 * Records the wolf's choice on a hole (docs/golf-rules.md section 12, decision 0790): the game
 * plays Wolf (409 otherwise), the round has its course (404), the choice fits the rules
 * (`wolfChoiceRefusal`: a partner among the other three, no partner when lone or blind, blind
 * before anyone has scored the hole), and the caller is the hole's wolf or an admin (403). The
 * same choice again records nothing; another replaces it.
 */
export function decideWolfChoice(command: ChooseWolf, state: GameState): GameEvent[] {
  const { game, access } = sideGameCaller(state, command.actor);
  if (!game.sideGames?.wolf) throw new ConflictError('This game does not play Wolf');
  const { roundNumber, holeNumber, choice } = command;
  const round = game.rounds.find((r) => r.roundNumber === roundNumber);
  if (!round) throw new NotFoundError(`Round ${roundNumber} has no course yet`);
  const playerIds = game.players.map((p) => p.id);
  const scoredPlayerIds = game.scores.filter((s) => s.roundNumber === roundNumber && s.holeNumber === holeNumber).map((s) => s.playerId);
  const refusal = wolfChoiceRefusal({
    playerIds,
    holeCount: round.courseHoles,
    holeNumber,
    choice,
    partnerId: command.partnerId,
    scoredPlayerIds,
  });
  if (refusal) refused(refusal);
  const wolfId = wolfOf(playerIds, holeNumber);
  const recordedBy = access.level === 'admin' || access.playerIds.includes(wolfId) ? recordedAccess(game, command.actor, wolfId) : null;
  if (!recordedBy) {
    const wolfName = game.players.find((p) => p.id === wolfId)?.name ?? 'the wolf';
    throw new ForbiddenError(`Only the wolf on hole ${holeNumber} (${wolfName}) or an admin can record the wolf's choice`);
  }
  const partnerId = choice === 'partner' ? command.partnerId : null;
  const current = game.wolfChoices?.find((c) => c.roundNumber === roundNumber && c.holeNumber === holeNumber);
  if (current && current.choice === choice && (current.partnerId ?? null) === partnerId) return [];
  return [
    {
      type: 'WolfChoiceRecorded',
      data: {
        gameId: game.id,
        roundNumber,
        holeNumber,
        wolfId,
        choice,
        partnerId,
        recordedByUserId: command.actor.id,
        access: recordedBy,
      },
    },
  ];
}
