import type { UpdateGameBody } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { ConflictError, RuleViolationError } from '../../commands/domain-error.ts';
import type { Game } from '@golf/events';
import {
  pointsSystemFor,
  requireNassauSupport,
  requireRoundCount,
  requireScoringType,
  requireTargetPlayerCount,
} from '../rules/game-settings-rules.ts';
import { moneySettingsOf } from '../rules/side-games-rules.ts';

type SettingChanges = Extract<GameEvent, { type: 'GameSettingsChanged' }>['data']['changes'];

const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(a, Object.keys(a ?? {}).sort()) === JSON.stringify(b, Object.keys(b ?? {}).sort());

function checkedRoundCount(game: Game, numberOfRounds: number): number {
  requireRoundCount(numberOfRounds);
  const lastWithCourse = Math.max(0, ...game.rounds.map((r) => r.roundNumber));
  if (numberOfRounds < lastWithCourse) {
    throw new ConflictError(`Round ${lastWithCourse} has a course: remove it before lowering the number of rounds`);
  }
  if (game.status !== 'setup' && numberOfRounds < game.currentRound) {
    throw new ConflictError(`Round ${game.currentRound} is being played: the game needs at least ${game.currentRound} rounds`);
  }
  return numberOfRounds;
}

/** The settings of a PATCH that differ from the game's, checked against its type; {} when none differ. */
export function settingChanges(game: Game, body: UpdateGameBody): SettingChanges {
  const changes: SettingChanges = {};
  const scoringType = body.scoringType ?? game.scoringType;
  if (body.scoringType !== undefined && body.scoringType !== game.scoringType) {
    requireScoringType(game.gameType, body.scoringType);
    changes.scoringType = body.scoringType;
  }
  if (body.numberOfRounds !== undefined && body.numberOfRounds !== game.numberOfRounds) {
    changes.numberOfRounds = checkedRoundCount(game, body.numberOfRounds);
  }
  if (body.targetPlayerCount !== undefined && body.targetPlayerCount !== game.targetPlayerCount) {
    requireTargetPlayerCount(game.gameType, body.targetPlayerCount);
    if (body.targetPlayerCount < game.players.length) {
      throw new RuleViolationError(`The game already has ${game.players.length} players`);
    }
    changes.targetPlayerCount = body.targetPlayerCount;
  }
  if (body.pointsSystem !== undefined) {
    const pointsSystem = pointsSystemFor(game.gameType, scoringType, { ...(game.pointsSystem ?? {}), ...body.pointsSystem });
    if (!sameJson(pointsSystem, game.pointsSystem)) changes.pointsSystem = pointsSystem;
  }
  if (body.isNassau !== undefined && body.isNassau !== game.isNassau) {
    requireNassauSupport(game.gameType, body.isNassau);
    if (!body.isNassau && game.payouts.some((p) => p.betType !== 'overall')) {
      throw new ConflictError('Remove the Nassau payouts before turning Nassau betting off');
    }
    changes.isNassau = body.isNassau;
  }
  if (body.sideGames !== undefined) Object.assign(changes, sideGameChanges(game, body));
  if (body.useEightyPercentHandicap !== undefined && body.useEightyPercentHandicap !== game.useEightyPercentHandicap) {
    changes.useEightyPercentHandicap = body.useEightyPercentHandicap;
  }
  return changes;
}

/** Deep equality of plain JSON values, whatever the order of their keys. */
const sortedJson = (value: unknown): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`)
        .join(',')}}`
    : JSON.stringify(value);
const sameValue = (a: unknown, b: unknown) => sortedJson(a) === sortedJson(b);

/**
 * A PATCH's side games, replacing the game's whole (decision 0791): before the first round starts
 * only, checked as a new game's are; a Nassau there is the game's `isNassau` and stakes.
 */
function sideGameChanges(game: Game, body: UpdateGameBody): SettingChanges {
  if (game.status !== 'setup') throw new ConflictError('Side games are set before the first round starts: this game has started');
  const money = moneySettingsOf({
    gameType: game.gameType,
    targetPlayerCount: body.targetPlayerCount ?? game.targetPlayerCount,
    isNassau: body.isNassau,
    sideGames: body.sideGames,
  });
  if (!money.isNassau && game.payouts.some((p) => p.betType !== 'overall')) {
    throw new ConflictError('Remove the Nassau payouts before turning Nassau betting off');
  }
  const changes: SettingChanges = {};
  if (money.isNassau !== game.isNassau) changes.isNassau = money.isNassau;
  if (money.nassauStakesCents && !sameValue(money.nassauStakesCents, game.nassauStakesCents))
    changes.nassauStakesCents = money.nassauStakesCents;
  const sideGames = money.sideGames ?? {};
  if (!sameValue(sideGames, game.sideGames ?? {})) changes.sideGames = sideGames;
  return changes;
}
