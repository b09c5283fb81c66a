import { scoreMessages, type SetHoleAwardsBody } from '@golf/contracts';
import type { Game, GameEvent, GameState, HoleAwardsData } from '@golf/events';
import { HOLE_AWARD_NAMES, holeAwardsProblems, type TeeHoles } from '@golf/golf';
import { BadRequestError, ConflictError, ForbiddenError } from '../../commands/domain-error.ts';
import { accessFactsOf, requireViewer } from '../access/require-access.ts';
import { scoreAccessOf, type GameActor, type ScoreAccess } from '../access/access-rule.ts';
import { holePar } from '../rules/score-facts.ts';

/** PUT …/rounds/{n}/holes/{h}/awards, with the round's tees (for the hole's par). */
export interface SetHoleAwards {
  actor: GameActor;
  roundNumber: number;
  holeNumber: number;
  awards: SetHoleAwardsBody;
  tees: TeeHoles;
}

/**
 * Anyone who may score the hole sets its awards: who may write a score for at least one player
 * of the game (decision 0806). A viewer, or a player whose own card is no longer theirs, gets 403.
 */
function requireHoleScorer(game: Game, actor: GameActor): ScoreAccess {
  const facts = accessFactsOf(game);
  for (const player of game.players) {
    const access = scoreAccessOf(facts, actor, player.id);
    if (access) return access;
  }
  throw new ForbiddenError('You can view this game but not score its holes, so you cannot set their awards');
}

/** The hole's awards now: the last set, nobody where none was. */
export function holeAwardsOf(game: Game, roundNumber: number, holeNumber: number): HoleAwardsData {
  const set = game.holeAwards.find((a) => a.roundNumber === roundNumber && a.holeNumber === holeNumber);
  return { bingo: set?.bingo ?? null, bango: set?.bango ?? null, bongo: set?.bongo ?? null, closestToPin: set?.closestToPin ?? null };
}

/**
 * The hole's awards: each named in the body set (a player of the game) or cleared (null), the
 * others as they were. Checks, in order: the caller sees the game (404) and may score (403), the
 * game is not completed (409), the round is in the game (400) and started (409), the hole is on
 * its course (400), each award goes to a player of the game and closest to the pin to a par 3
 * (400). The same awards again record nothing.
 */
export function decideSetHoleAwards(command: SetHoleAwards, state: GameState): GameEvent[] {
  const { game } = requireViewer(state, command.actor);
  const access = requireHoleScorer(game, command.actor);
  if (game.status === 'completed') throw new ConflictError(scoreMessages.gameCompleted);
  const { roundNumber, holeNumber } = command;
  if (roundNumber > game.numberOfRounds) throw new BadRequestError(scoreMessages.roundNotInGame(roundNumber, game.numberOfRounds));
  const round = game.rounds.find((r) => r.roundNumber === roundNumber);
  if (!round || round.status === 'not_started') throw new ConflictError(scoreMessages.roundNotStarted(roundNumber));
  if (holeNumber < 1 || holeNumber > round.courseHoles)
    throw new BadRequestError(scoreMessages.holeNotOnCourse(holeNumber, round.courseHoles));
  const before = holeAwardsOf(game, roundNumber, holeNumber);
  const awards = { ...before };
  for (const name of HOLE_AWARD_NAMES) {
    const value = command.awards[name];
    if (value !== undefined) awards[name] = value === null ? null : value.toLowerCase();
  }
  const par = holePar(game, command.tees, { playerId: game.players[0]?.id ?? '', roundNumber, holeNumber });
  const problems = holeAwardsProblems(
    awards,
    { number: holeNumber, par: par ?? 3 },
    game.players.map((p) => p.id),
  );
  if (problems.length > 0) throw new BadRequestError(`Hole ${holeNumber}: ${problems.join('. ')}`);
  if (HOLE_AWARD_NAMES.every((name) => awards[name] === before[name])) return [];
  return [{ type: 'HoleAwardsSet', data: { gameId: game.id, roundNumber, holeNumber, awards, setByUserId: command.actor.id, access } }];
}
