import { gameMessages, type PointsSystemBody } from '@golf/contracts';
import { allowedScoringTypes, gameTypeDefinition, playerCountOptions, type GameTypeId, type ScoringType } from '@golf/golf';
import { RuleViolationError } from '../../commands/domain-error.ts';
import type { BetType, GamePayout } from '@golf/events';

export const MAX_ROUNDS = 20;

/** Keys of a points format's system (the quota set adds double_eagle). */
const HOLE_RESULT_KEYS = ['double_eagle', 'eagle', 'birdie', 'par', 'bogey', 'double'];

export function requireRoundCount(numberOfRounds: number): void {
  if (!Number.isInteger(numberOfRounds) || numberOfRounds < 1 || numberOfRounds > MAX_ROUNDS) {
    throw new RuleViolationError(gameMessages.rounds);
  }
}

/** Quota scoring is for dogfight only. */
export function requireScoringType(gameType: GameTypeId, scoringType: ScoringType): void {
  if (!allowedScoringTypes(gameType).includes(scoringType)) {
    throw new RuleViolationError(`${gameTypeDefinition(gameType).name} does not allow ${scoringType} scoring`);
  }
}

/** The player counts the setup form offers for the type (match play 2 or 4, best ball 2, 4, 6, 8, others min … max). */
export function requireTargetPlayerCount(gameType: GameTypeId, count: number): void {
  const options = playerCountOptions(gameType);
  if (!options.includes(count)) {
    const { name, minPlayers, maxPlayers } = gameTypeDefinition(gameType);
    const allowed =
      options.length === maxPlayers - minPlayers + 1
        ? `${minPlayers} to ${maxPlayers}`
        : `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
    throw new RuleViolationError(`${name} is played with ${allowed} players`);
  }
}

export function requireNassauSupport(gameType: GameTypeId, isNassau: boolean): void {
  if (isNassau && !gameTypeDefinition(gameType).supportsNassau) {
    throw new RuleViolationError(`${gameTypeDefinition(gameType).name} does not support Nassau bets`);
  }
}

/**
 * The points system a game stores. Formats whose editor is hidden (match play, skins, stroke
 * play) keep the type's own system whatever is sent; points formats start from the default
 * (the quota set for quota scoring) and take the values sent.
 */
export function pointsSystemFor(
  gameType: GameTypeId,
  scoringType: ScoringType,
  sent: PointsSystemBody | undefined,
): Record<string, number> | null {
  const definition = gameTypeDefinition(gameType);
  const own = (definition.defaultPointsSystem ?? null) as Record<string, number> | null;
  if (!definition.supportsPointsSystem) return own === null ? null : { ...own };
  const base = (scoringType === 'quota' ? definition.quotaPointsSystem : definition.defaultPointsSystem) as unknown as Record<
    string,
    number
  >;
  if (!sent) return { ...base };
  const wrong = Object.keys(sent).filter((key) => !HOLE_RESULT_KEYS.includes(key));
  if (wrong.length > 0) {
    throw new RuleViolationError(`${definition.name} points use eagle, birdie, par, bogey and double (not ${wrong.join(', ')})`);
  }
  const given = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Record<string, number>;
  return { ...base, ...given };
}

const NASSAU_BETS: readonly BetType[] = ['front_9', 'back_9', 'overall_18'];

/** A payout fits the game: Nassau bets need a Nassau game; a position no further down than the format's player limit. */
export function requirePayoutFits(gameType: GameTypeId, isNassau: boolean, payout: Pick<GamePayout, 'position' | 'betType'>): void {
  const { maxPlayers } = gameTypeDefinition(gameType);
  if (payout.position > maxPlayers) throw new RuleViolationError(`Payout position must be from 1 to ${maxPlayers}`);
  if (NASSAU_BETS.includes(payout.betType) && !isNassau) {
    throw new RuleViolationError(`The ${payout.betType} payout needs Nassau betting turned on`);
  }
}
