import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import { actorOf, adminId, gameCreated, gameId, givenGameEvents, playerAdded, playerIds } from '../testing/given-game-events.ts';
import { decideAssignTeams } from './decide.ts';

const [a, b, c, d] = playerIds;
const four = (type: 'best_ball' | 'match_play'): GameEvent[] => [
  gameCreated({ gameType: type }),
  ...[0, 1, 2, 3].map((n) => playerAdded(n)),
];
const extra = (n: number) => playerAdded(0, { playerId: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Extra ${n}` });
const extraId = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('assign teams', () => {
  it('given 4 best-ball players, when split 2 and 2, then TeamsAssigned, and the players carry their teams', () => {
    const assignments = [
      { playerId: a, teamNumber: 1 },
      { playerId: b, teamNumber: 2 },
      { playerId: c, teamNumber: 1 },
      { playerId: d, teamNumber: 2 },
    ];
    const decided = decideAssignTeams({ actor: actorOf(adminId), assignments }, givenGameEvents(four('best_ball')));
    expect(decided).toEqual([{ type: 'TeamsAssigned', data: { gameId, teamCount: 2, teamSize: 2, assignments } }]);
    const after = givenGameEvents([...four('best_ball'), ...decided]);
    expect(after.status === 'setup' && after.players.map((p) => p.teamNumber)).toEqual([1, 2, 1, 2]);
    expect(decideAssignTeams({ actor: actorOf(adminId), assignments }, after)).toEqual([]);
  });

  it('given 6 best-ball players as 3 teams of 2, then teams 3 and up are stored as team 2', () => {
    const history = [...four('best_ball'), extra(5), extra(6)];
    const assignments = [a, b, c, d, extraId(5), extraId(6)].map((playerId, i) => ({ playerId, teamNumber: (i % 3) + 1 }));
    const decided = decideAssignTeams({ actor: actorOf(adminId), assignments }, givenGameEvents(history));
    expect(decided[0]?.data).toMatchObject({ teamCount: 3, teamSize: 2 });
    const after = givenGameEvents([...history, ...decided]);
    expect(after.status === 'setup' && after.players.map((p) => p.teamNumber)).toEqual([1, 2, 2, 1, 2, 2]);
  });

  it('given 8 best-ball players, then 2 teams of 4 when asked, 4 of 2 by default, and nothing else', () => {
    const history = [...four('best_ball'), extra(5), extra(6), extra(7), extra(8)];
    const ids = [a, b, c, d, extraId(5), extraId(6), extraId(7), extraId(8)];
    const halves = ids.map((playerId, i) => ({ playerId, teamNumber: i < 4 ? 1 : 2 }));
    expect(
      decideAssignTeams({ actor: actorOf(adminId), teamCount: 2, assignments: halves }, givenGameEvents(history))[0]?.data,
    ).toMatchObject({ teamCount: 2, teamSize: 4 });
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments: halves }, givenGameEvents(history))).toThrow(
      new RuleViolationError('Team 1 must have exactly 2 player(s)'),
    );
    expect(() => decideAssignTeams({ actor: actorOf(adminId), teamCount: 3, assignments: halves }, givenGameEvents(history))).toThrow(
      new RuleViolationError('Best Ball with 8 players is played as 4 teams of 2 or 2 teams of 4'),
    );
  });

  it('refuses an unassigned player, a player twice, an unknown player, and uneven teams', () => {
    const game = givenGameEvents(four('match_play'));
    const three = [a, b, c].map((playerId, i) => ({ playerId, teamNumber: (i % 2) + 1 }));
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments: three }, game)).toThrow(
      new RuleViolationError('All players must be assigned to a team'),
    );
    const twice = [...three, { playerId: a, teamNumber: 2 }];
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments: twice }, game)).toThrow(
      new RuleViolationError('Each player can be on one team only'),
    );
    const stranger = [...three, { playerId: extraId(1), teamNumber: 2 }];
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments: stranger }, game)).toThrow(NotFoundError);
    const uneven = [a, b, c, d].map((playerId, i) => ({ playerId, teamNumber: i === 0 ? 2 : 1 }));
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments: uneven }, game)).toThrow(
      new RuleViolationError('Team 1 must have exactly 2 player(s)'),
    );
  });

  it('given four stroke play players playing Las Vegas, then 2 teams of 2 (decision 0797); without Vegas, no teams', () => {
    const players = [0, 1, 2, 3].map((n) => playerAdded(n));
    const vegas = givenGameEvents([gameCreated({ gameType: 'stroke_play', sideGames: { vegas: { pointValueCents: 25 } } }), ...players]);
    const assignments = [a, b, c, d].map((playerId, i) => ({ playerId, teamNumber: i < 2 ? 1 : 2 }));
    expect(decideAssignTeams({ actor: actorOf(adminId), assignments }, vegas)).toEqual([
      { type: 'TeamsAssigned', data: { gameId, teamCount: 2, teamSize: 2, assignments } },
    ]);
    const plain = givenGameEvents([gameCreated({ gameType: 'stroke_play' }), ...players]);
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments }, plain)).toThrow(
      new RuleViolationError('Stroke Play with 4 players is played without teams'),
    );
  });

  it('refuses teams where the format has no team step', () => {
    const dogfight = givenGameEvents([gameCreated(), playerAdded(0), playerAdded(1)]);
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments: [{ playerId: a, teamNumber: 1 }] }, dogfight)).toThrow(
      new RuleViolationError('Dogfight with 2 players is played without teams'),
    );
    const singles = givenGameEvents([gameCreated({ gameType: 'match_play', targetPlayerCount: 2 }), playerAdded(0), playerAdded(1)]);
    expect(() => decideAssignTeams({ actor: actorOf(adminId), assignments: [{ playerId: a, teamNumber: 1 }] }, singles)).toThrow(
      new RuleViolationError('Match Play with 2 players is played without teams'),
    );
  });
});
