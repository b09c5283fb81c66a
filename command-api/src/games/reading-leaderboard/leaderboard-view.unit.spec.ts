import { describe, expect, it } from 'vitest';
import { LeaderboardView } from '@golf/contracts';
import { boardJson, leaderboardViewJson, roundStates } from './leaderboard-view.ts';

const round = (roundNumber: number, status: 'not_started' | 'in_progress') => ({
  gameId: 'a0000000-0000-4000-8000-000000000001',
  roundNumber,
  courseId: 'a0000000-0000-4000-8000-000000000002',
  course: null,
  status,
  confirmed: true,
});

describe('leaderboard round states', () => {
  it('given play in round 2 of 3, then round 1 completed, round 2 in progress, round 3 not started', () => {
    const game = { numberOfRounds: 3, currentRound: 2, status: 'in_progress' as const, rounds: [round(1, 'in_progress'), round(2, 'in_progress'), round(3, 'not_started')] };
    expect(roundStates(game)).toEqual([
      { roundNumber: 1, state: 'completed' },
      { roundNumber: 2, state: 'in_progress' },
      { roundNumber: 3, state: 'not_started' },
    ]);
  });

  it('given the current round not started yet, then it is not started; given the game completed, every round is completed', () => {
    const waiting = { numberOfRounds: 2, currentRound: 2, status: 'in_progress' as const, rounds: [round(1, 'in_progress'), round(2, 'not_started')] };
    expect(roundStates(waiting).map((r) => r.state)).toEqual(['completed', 'not_started']);
    expect(roundStates({ ...waiting, status: 'completed' }).map((r) => r.state)).toEqual(['completed', 'completed']);
  });
});

describe('leaderboard view JSON', () => {
  const page = {
    id: 'a0000000-0000-4000-8000-000000000001',
    name: 'Sunday',
    gameType: 'dogfight' as const,
    scoringType: 'net' as const,
    status: 'in_progress' as const,
    numberOfRounds: 2,
    currentRound: 1,
    currentHole: 3,
    rounds: [{ roundNumber: 1, status: 'in_progress' as const, courseName: 'Links' }],
    boardVersion: null,
    overallVersion: null,
  };
  const none = { boardVersion: null, overallVersion: null, entries: null, teams: null, skins: null, nassau: null, summary: null, payouts: null, prizePoolCents: null };

  it('given no stored board (a round without a card), then the game’s fields and an empty board in the contract’s shape', () => {
    const view = LeaderboardView.parse(JSON.parse(leaderboardViewJson(page, 2, Buffer.from(boardJson(none))).toString()));
    expect(view).toMatchObject({ gameName: 'Sunday', round: 2, courseName: null, entries: [], teams: [], skins: null, payouts: [], prizePoolCents: 0 });
    expect(view.summary).toEqual({ eagles: 0, birdies: 0, pars: 0, bogeys: 0, doubles: 0, birdiesPlus: 0 });
  });

  it('given stored parts, then they are sent as they are, with the overall course on the overall view', () => {
    const skins = { carriedOver: 1, unclaimed: 0, valueCents: 500 };
    const json = leaderboardViewJson(page, null, Buffer.from(boardJson({ ...none, skins: JSON.stringify(skins), prizePoolCents: 2000, payouts: '[]', entries: '[]', teams: '[]', nassau: '[]' }))).toString();
    expect(JSON.parse(json)).toMatchObject({ round: null, courseName: 'Links', skins, prizePoolCents: 2000, rounds: [{ roundNumber: 1, state: 'in_progress' }, { roundNumber: 2, state: 'not_started' }] });
  });
});
