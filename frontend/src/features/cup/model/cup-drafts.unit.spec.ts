import { describe, expect, it } from 'vitest';
import { matchBodies, replacePlayer, restingOf } from './pairing-draft.ts';
import { assign, cupBody, draftProblem, initialDraft, teamOf } from './team-draft.ts';

describe('the cup’s team form', () => {
  it('puts members on teams, one team each, the first player captain until another is chosen', () => {
    let draft = assign(assign(initialDraft(null), 'ann', 0), 'bob', 1);
    draft = assign(draft, 'cy', 0);
    expect([draft.teams[0].userIds, draft.teams[0].captainId]).toEqual([['ann', 'cy'], 'ann']);
    draft = assign(draft, 'ann', 1);
    expect([teamOf(draft, 'ann'), draft.teams[0].captainId, draft.teams[1].userIds]).toEqual([1, 'cy', ['bob', 'ann']]);
    expect(teamOf(assign(draft, 'ann', null), 'ann')).toBeNull();
  });

  it('says what keeps it from being saved, and sends planned points as a number or null', () => {
    const empty = initialDraft(null);
    expect(draftProblem(empty)).toBe('Each team needs at least one player');
    const ready = assign(assign(empty, 'ann', 0), 'bob', 1);
    expect(draftProblem({ ...ready, plannedPoints: '14.3' })).toMatch(/half points/);
    expect(draftProblem(ready)).toBeNull();
    expect(cupBody({ ...ready, plannedPoints: '28' })).toMatchObject({ name: 'The Cup', holder: null, plannedPoints: 28 });
    expect(cupBody(ready).plannedPoints).toBeNull();
  });
});

describe('a session’s proposed pairings, changed by the captains', () => {
  const proposal = [
    {
      teams: [
        ['r1', 'r2'],
        ['b1', 'b2'],
      ] as [string[], string[]],
    },
    {
      teams: [
        ['r3', 'r4'],
        ['b3', 'b4'],
      ] as [string[], string[]],
    },
  ];

  it('swaps two players of a team who both play, and brings in a resting one', () => {
    const swapped = replacePlayer(proposal, 0, 0, 1, 'r3');
    expect(swapped.map((m) => m.teams[0])).toEqual([
      ['r1', 'r3'],
      ['r2', 'r4'],
    ]);
    const rested = replacePlayer(proposal, 1, 1, 0, 'b5');
    expect(rested[1]?.teams[1]).toEqual(['b5', 'b4']);
    expect(
      restingOf(rested, [
        ['r1', 'r2', 'r3', 'r4'],
        ['b1', 'b2', 'b3', 'b4', 'b5'],
      ]),
    ).toEqual([[], ['b3']]);
  });

  it('gives each match its tee time from the first and the interval', () => {
    const bodies = matchBodies(proposal, {
      session: 1,
      format: 'four_ball',
      courseId: 'c',
      teeSetId: 't',
      firstTeeTime: '2026-06-12T08:00',
      interval: 10,
      points: 1,
    });
    expect(bodies.map((b) => b.teeTime)).toEqual(['2026-06-12T08:00', '2026-06-12T08:10']);
    expect(matchBodies(proposal, { ...bodies[0]!, firstTeeTime: '', interval: 0, points: 1 } as never).map((b) => b.teeTime)).toEqual([
      null,
      null,
    ]);
  });
});
