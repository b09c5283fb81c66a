import { describe, expect, it } from 'vitest';
import {
  mergeTeamsForStorage,
  needsTeamStep,
  requireValidTeams,
  storedTeamNumber,
  teamAssignmentError,
  teamAverageHandicap,
  teamConfigurations,
  teamStepLayouts,
} from './teams.ts';

describe('team configurations (spec section 5)', () => {
  it.each([
    { count: 4, configs: [{ teamCount: 2, teamSize: 2 }] },
    { count: 6, configs: [{ teamCount: 3, teamSize: 2 }] },
    {
      count: 8,
      configs: [
        { teamCount: 4, teamSize: 2 },
        { teamCount: 2, teamSize: 4 },
      ],
    },
    { count: 2, configs: [{ teamCount: 2, teamSize: 2 }] },
    { count: 5, configs: [{ teamCount: 2, teamSize: 2 }] },
  ])('given best ball with $count players, then $configs', ({ count, configs }) => {
    expect(teamConfigurations('best_ball', count)).toEqual(configs);
  });

  it('given match play, then 2 teams of 2; given another format, then no teams', () => {
    expect(teamConfigurations('match_play', 4)).toEqual([{ teamCount: 2, teamSize: 2 }]);
    expect(teamConfigurations('dogfight', 4)).toEqual([]);
    expect(teamConfigurations('skins', 8)).toEqual([]);
  });

  it.each([
    ['match_play', 4, true],
    ['match_play', 2, false],
    ['best_ball', 2, false],
    ['best_ball', 4, true],
    ['best_ball', 6, true],
    ['best_ball', 8, true],
    ['dogfight', 4, false],
    ['stroke_play', 8, false],
  ] as const)('given %s with %i players, then team step needed: %s', (type, count, needed) => {
    expect(needsTeamStep(type, count)).toBe(needed);
  });
});

describe('team assignment validation', () => {
  const twoOfTwo = { teamCount: 2, teamSize: 2 };

  it('given two full teams of 2, then valid', () => {
    const teams = [1, 2, 1, 2].map((teamNumber, i) => ({ playerId: `p${i}`, teamNumber }));
    expect(teamAssignmentError(teams, twoOfTwo)).toBeNull();
    expect(() => requireValidTeams(teams, twoOfTwo)).not.toThrow();
  });

  it('given a player without a team, then "All players must be assigned to a team"', () => {
    const teams = [1, 2, 1, null].map((teamNumber, i) => ({ playerId: `p${i}`, teamNumber }));
    expect(teamAssignmentError(teams, twoOfTwo)).toBe('All players must be assigned to a team');
  });

  it('given a team number beyond the configuration, then the player counts as unassigned', () => {
    const teams = [1, 2, 1, 3].map((teamNumber, i) => ({ playerId: `p${i}`, teamNumber }));
    expect(teamAssignmentError(teams, twoOfTwo)).toBe('All players must be assigned to a team');
  });

  it('given 3 on team 1 and 1 on team 2, then "Team 1 must have exactly 2 player(s)"', () => {
    const teams = [1, 1, 1, 2].map((teamNumber, i) => ({ playerId: `p${i}`, teamNumber }));
    expect(teamAssignmentError(teams, twoOfTwo)).toBe('Team 1 must have exactly 2 player(s)');
    expect(() => requireValidTeams(teams, twoOfTwo)).toThrow('Team 1 must have exactly 2 player(s)');
  });

  it('given 8 players as 2 teams of 4 split 5 and 3, then "Team 1 must have exactly 4 player(s)"', () => {
    const teams = [1, 1, 1, 1, 1, 2, 2, 2].map((teamNumber, i) => ({ playerId: `p${i}`, teamNumber }));
    expect(teamAssignmentError(teams, { teamCount: 2, teamSize: 4 })).toBe('Team 1 must have exactly 4 player(s)');
  });
});

describe('team average handicap', () => {
  it('given 10.4 and 15.3, then 12.9 (12.85 rounded half up)', () => {
    expect(teamAverageHandicap([10.4, 15.3])).toBe(12.9);
  });

  it('given a plus and a high handicap, then the average to 0.1', () => {
    expect(teamAverageHandicap([-2.1, 18, 7.3])).toBe(7.7);
  });

  it('given no players, then null', () => {
    expect(teamAverageHandicap([])).toBeNull();
  });
});

describe('teams 3 and up merged into team 2 for storage', () => {
  it('given 3 teams of 2, then team 1 stays and teams 2 and 3 are stored as team 2', () => {
    const stored = mergeTeamsForStorage([1, 1, 2, 2, 3, 3].map((teamNumber, i) => ({ playerId: `p${i}`, teamNumber })));
    expect(stored.map((a) => a.teamNumber)).toEqual([1, 1, 2, 2, 2, 2]);
  });

  it('given an unassigned player, then null is kept', () => {
    expect(mergeTeamsForStorage([{ playerId: 'p', teamNumber: null }])[0]!.teamNumber).toBeNull();
  });

  it('given team 0, then a clear error', () => {
    expect(() => storedTeamNumber(0)).toThrow('Team number must be 1 or more, got 0');
  });
});

describe('the team step with Las Vegas (decision 0797)', () => {
  it('given four players on a format without teams playing Vegas, then 2 teams of 2; without Vegas or four players, then none', () => {
    expect(teamStepLayouts('stroke_play', 4, true)).toEqual([{ teamCount: 2, teamSize: 2 }]);
    expect(teamStepLayouts('stableford', 4, true)).toEqual([{ teamCount: 2, teamSize: 2 }]);
    expect(teamStepLayouts('stroke_play', 4, false)).toEqual([]);
    expect(teamStepLayouts('stroke_play', 3, true)).toEqual([]);
  });

  it("given a format with its own teams, then the format's layouts, Vegas or not", () => {
    expect(teamStepLayouts('match_play', 4, true)).toEqual([{ teamCount: 2, teamSize: 2 }]);
    expect(teamStepLayouts('best_ball', 8, false)).toEqual(teamConfigurations('best_ball', 8));
  });
});
