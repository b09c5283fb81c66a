import { tripMessages, type CreateGameBody } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { defaultGameName, dollarsToCents, gameTypeDefinition } from '@golf/golf';
import { BadRequestError, ConflictError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import { mayInTrip, type TripRole } from '../access/access-rule.ts';
import type { GameCodes, GamePayout, GameState } from '@golf/events';
import { moneySettingsOf } from '../rules/side-games-rules.ts';
import {
  pointsSystemFor,
  requirePayoutFits,
  requireRoundCount,
  requireScoringType,
  requireTargetPlayerCount,
} from '../rules/game-settings-rules.ts';

/** Set up a new game from the New Game form; the caller becomes its admin. */
export interface CreateGame {
  gameId: string;
  actorId: string;
  /** When the command was issued: an empty name becomes '{type name} - {that date}'. */
  issuedAt: Date;
  codes: GameCodes;
  form: CreateGameBody;
  /** The caller's role in the form's trip, from the trip's stream; null when they are not a member (or there is no trip). */
  tripRole?: TripRole | null;
}

/** The form's payouts in cents, amount 0 dropped; the same position of the same bet twice is refused. */
function payoutsOf(form: CreateGameBody, isNassau: boolean): GamePayout[] {
  const payouts = form.payouts
    .map((p) => ({ position: p.position, betType: p.betType, amountCents: dollarsToCents(p.amount), description: p.description }))
    .filter((p) => p.amountCents > 0);
  const keys = new Set<string>();
  for (const payout of payouts) {
    requirePayoutFits(form.gameType, isNassau, payout);
    const key = `${payout.betType}:${payout.position}`;
    if (keys.has(key)) throw new RuleViolationError(`Position ${payout.position} of the ${payout.betType} bet has two payouts`);
    keys.add(key);
  }
  return payouts;
}

/**
 * A new game is its form alone: a setting that does not fit the format or the other settings
 * (presses outside match play, Wolf for three, a Nassau on skins…) is the body's fault, so 400
 * with the rule's message, where a change to an existing game is refused 422 (decision 0798).
 */
function asBadRequest<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof RuleViolationError) throw new BadRequestError(error.message);
    throw error;
  }
}

export function decideCreateGame(command: CreateGame, state: GameState): GameEvent[] {
  if (state.status !== 'absent') throw new ConflictError('This game already exists');
  const { form } = command;
  // A game joins a trip only when its creator is one of the trip's members; to anyone else the trip does not exist.
  if (form.tripId !== null && !mayInTrip(command.tripRole ?? null, 'create_game')) throw new NotFoundError(tripMessages.tripNotFound);
  return asBadRequest(() => gameCreatedOf(command));
}

function gameCreatedOf(command: CreateGame): GameEvent[] {
  const { form } = command;
  const type = gameTypeDefinition(form.gameType);
  const scoringType = form.scoringType ?? type.defaultScoringType;
  requireScoringType(type.id, scoringType);
  requireRoundCount(form.numberOfRounds);
  requireTargetPlayerCount(type.id, form.targetPlayerCount);
  const money = moneySettingsOf(form);
  const { adminCode, playerCode, viewCode } = command.codes;
  if (new Set([adminCode, playerCode, viewCode]).size !== 3) throw new Error('A game needs three different codes');
  return [
    {
      type: 'GameCreated',
      data: {
        gameId: command.gameId,
        name: form.name.trim() || defaultGameName(type.id, command.issuedAt),
        gameType: type.id,
        scoringType,
        numberOfRounds: form.numberOfRounds,
        targetPlayerCount: form.targetPlayerCount,
        pointsSystem: pointsSystemFor(type.id, scoringType, form.pointsSystem),
        tripId: form.tripId,
        isNassau: money.isNassau,
        useEightyPercentHandicap: form.useEightyPercentHandicap,
        payouts: payoutsOf(form, money.isNassau),
        ...(money.skinValueCents !== undefined ? { skinValueCents: money.skinValueCents } : {}),
        ...(money.nassauStakesCents ? { nassauStakesCents: money.nassauStakesCents } : {}),
        ...(money.sideGames ? { sideGames: money.sideGames } : {}),
        adminCode,
        playerCode,
        viewCode,
        createdBy: command.actorId,
      },
    },
  ];
}
