import { GolfRuleError, requireInteger } from '../golf-rule-error.ts';
import { roundHalfUp } from '../handicap/course-handicap.ts';
import type { FormatId } from './game-type-id.ts';

/** How the players of a team game split up: `teamCount` teams of `teamSize`. */
export interface TeamConfiguration {
  teamCount: number;
  teamSize: number;
}

/** A player's place in the team step; null or absent while unassigned. */
export interface TeamAssignment {
  playerId: string;
  teamNumber?: number | null;
}

/**
 * The team layouts a game may use (spec section 5). Best ball: 4 players → 2 teams of 2,
 * 6 → 3 of 2, 8 → 4 of 2 or 2 of 4, any other count 2 of 2. Match play: 2 teams of 2
 * (four-ball). Other formats have no teams.
 */
export function teamConfigurations(gameType: FormatId, playerCount: number): TeamConfiguration[] {
  requireInteger(playerCount, 'Player count');
  if (gameType === 'match_play') return [{ teamCount: 2, teamSize: 2 }];
  if (gameType !== 'best_ball') return [];
  if (playerCount === 6) return [{ teamCount: 3, teamSize: 2 }];
  if (playerCount === 8)
    return [
      { teamCount: 4, teamSize: 2 },
      { teamCount: 2, teamSize: 4 },
    ];
  return [{ teamCount: 2, teamSize: 2 }];
}

/** The players wizard adds a team step for match play with 4 players and best ball with 4+. */
export function needsTeamStep(gameType: FormatId, playerCount: number): boolean {
  return (gameType === 'match_play' && playerCount === 4) || (gameType === 'best_ball' && playerCount >= 4);
}

/**
 * The layouts the team step offers: the format's own where it has a team step, else Las Vegas's
 * two teams of two when the game plays it with four players (docs/golf-rules.md section 13,
 * decision 0797); none otherwise. Where the format has teams of two, Vegas plays those.
 */
export function teamStepLayouts(gameType: FormatId, playerCount: number, playsVegas: boolean): TeamConfiguration[] {
  if (needsTeamStep(gameType, playerCount)) return teamConfigurations(gameType, playerCount);
  if (playsVegas && playerCount === 4) return [{ teamCount: 2, teamSize: 2 }];
  return [];
}

export function teamName(teamNumber: number): string {
  return `Team ${teamNumber}`;
}

/**
 * The first problem with a team assignment, or null when it fits the configuration: every
 * player on a team 1 … teamCount, and every team exactly `teamSize` strong.
 */
export function teamAssignmentError(assignments: readonly TeamAssignment[], config: TeamConfiguration): string | null {
  const assigned = (team: number | null | undefined): team is number =>
    typeof team === 'number' && Number.isInteger(team) && team >= 1 && team <= config.teamCount;
  if (!assignments.every((a) => assigned(a.teamNumber))) return 'All players must be assigned to a team';
  for (let team = 1; team <= config.teamCount; team += 1) {
    const size = assignments.filter((a) => a.teamNumber === team).length;
    if (size !== config.teamSize) return `${teamName(team)} must have exactly ${config.teamSize} player(s)`;
  }
  return null;
}

/** `teamAssignmentError` as an exception, for deciders that reject a bad command. */
export function requireValidTeams(assignments: readonly TeamAssignment[], config: TeamConfiguration): void {
  const error = teamAssignmentError(assignments, config);
  if (error !== null) throw new GolfRuleError(error);
}

/** A full team's average handicap, rounded half up to 0.1; null for an empty team. */
export function teamAverageHandicap(handicaps: readonly number[]): number | null {
  if (handicaps.length === 0) return null;
  const average = handicaps.reduce((sum, h) => sum + h, 0) / handicaps.length;
  return roundHalfUp(average * 10) / 10;
}

/**
 * The team number a player is stored with. A player's team is 1, 2 or null (spec section 3),
 * and the spec merges teams 3 and up into team 2 when there are more than two. So the team
 * step validates the layout the organiser chose (3 teams of 2, say), and on saving team 1
 * stays 1 while every later team becomes 2: team 1 then plays the rest of the field.
 * The formats themselves rank any team numbers, so lifting this limit changes only this.
 */
export function storedTeamNumber(teamNumber: number): 1 | 2 {
  requireInteger(teamNumber, 'Team number');
  if (teamNumber < 1) throw new GolfRuleError(`Team number must be 1 or more, got ${teamNumber}`);
  return teamNumber === 1 ? 1 : 2;
}

/** The assignments as stored: teams 3 and up merged into team 2, unassigned left null. */
export function mergeTeamsForStorage<T extends TeamAssignment>(assignments: readonly T[]): Array<T & { teamNumber: 1 | 2 | null }> {
  return assignments.map((a) => ({
    ...a,
    teamNumber: typeof a.teamNumber === 'number' ? storedTeamNumber(a.teamNumber) : null,
  }));
}
