import type { CourseView, GameView, HoleScoreView, PlayerRoundView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { enterFor, hasInvalidEntry, initialEntries, scoresToSave } from './hole-entries.ts';
import { scoringRound } from './scoring-round.ts';
import { teamGroups } from './team-groups.ts';

const gameId = '00000000-0000-4000-8000-000000000001';
const courseId = '00000000-0000-4000-8000-0000000000c1';
const [white, red] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
const ids = ['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000b3'];

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const tee = (id: string, strokeIndex: (i: number) => number) => ({
  id,
  courseId,
  name: id === white ? 'White' : 'Red',
  color: id === white ? ('white' as const) : ('red' as const),
  rating: 72,
  slope: 113,
  totalYardage: null,
  holes: PARS.map((par, i) => ({ holeNumber: i + 1, par: id === red && i === 0 ? 5 : par, handicap: strokeIndex(i), yardage: null })),
});
const course = {
  id: courseId,
  name: 'Links',
  holes: 18,
  teeSets: [tee(white, (i) => i + 1), tee(red, (i) => 18 - i)],
} as unknown as CourseView;

const player = (n: number, teamNumber: 1 | 2 | null = null) => ({ id: ids[n]!, name: `P${n}`, teamNumber });
const game = (gameType: string, scoringType = 'net', teams: Array<1 | 2 | null> = [null, null, null]) =>
  ({ id: gameId, gameType, scoringType, players: ids.map((_, n) => player(n, teams[n])) }) as unknown as GameView;
const playerRound = (n: number, teeSetId: string | null, courseHandicap: number | null, roundNumber = 1) =>
  ({ playerId: ids[n], roundNumber, teeSetId, courseHandicap }) as PlayerRoundView;
const score = (n: number, holeNumber: number, strokes: number, roundNumber = 1) =>
  ({ playerId: ids[n], roundNumber, holeNumber, strokes }) as HoleScoreView;

const rounds = [playerRound(0, white, 20), playerRound(1, red, -2), playerRound(2, null, null), playerRound(0, white, 5, 2)];

describe('the round being scored', () => {
  it("gives each player their tee's par and SI, and the strokes their course handicap gives", () => {
    const round = scoringRound(game('dogfight'), 1, course, rounds, []);
    const [p0, p1, p2] = round.players;
    expect(round.holeCount).toBe(18);
    expect(p0?.holes.get(1)).toEqual({ holeNumber: 1, par: 4, strokeIndex: 1 });
    expect([p0?.strokes.get(1), p0?.strokes.get(2), p0?.strokes.get(3)]).toEqual([2, 2, 1]);
    expect(p1?.holes.get(1)).toEqual({ holeNumber: 1, par: 5, strokeIndex: 18 });
    expect([p1?.strokes.get(1), p1?.strokes.get(2), p1?.strokes.get(3)]).toEqual([-1, -1, 0]);
    // No tee chosen: the course's first tee, and no strokes without a course handicap.
    expect(p2?.holes.get(1)?.par).toBe(4);
    expect(p2?.strokes.size).toBe(0);
    expect(round.headerHoles.get(3)).toEqual({ holeNumber: 3, par: 3, strokeIndex: 3 });
  });

  it('gives no strokes in gross scoring, and strokes off the lowest handicap in match play', () => {
    expect(scoringRound(game('dogfight', 'gross'), 1, course, rounds, []).players[0]?.strokes.size).toBe(0);
    const match = scoringRound(game('match_play'), 1, course, rounds, []);
    // CH 20 against the lowest, −2: 22 strokes.
    expect([match.players[0]?.strokes.get(1), match.players[0]?.strokes.get(5)]).toEqual([2, 1]);
    expect(match.players[1]?.strokes.get(18)).toBe(0);
  });

  it("opens a hole with the strokes recorded there, else the player's par", () => {
    const round = scoringRound(game('dogfight'), 1, course, rounds, [score(0, 1, 6), score(1, 2, 3), score(1, 1, 9, 2)]);
    expect(initialEntries(round, 1)).toEqual({
      [ids[0]!]: { strokes: 6, touched: false },
      [ids[1]!]: { strokes: 5, touched: false },
      [ids[2]!]: { strokes: 4, touched: false },
    });
  });

  it('sends the entries that differ from what is recorded, with what was recorded', () => {
    const round = scoringRound(game('dogfight'), 1, course, rounds, [score(0, 1, 6), score(1, 1, 5)]);
    const entries = {
      [ids[0]!]: { strokes: 6, touched: true },
      [ids[1]!]: { strokes: 7, touched: true },
      [ids[2]!]: { strokes: 4, touched: false },
    };
    expect(scoresToSave(round, 1, entries, 'all')).toEqual([
      { playerId: ids[1], roundNumber: 1, holeNumber: 1, strokes: 7, expectedStrokes: 5 },
      { playerId: ids[2], roundNumber: 1, holeNumber: 1, strokes: 4, expectedStrokes: null },
    ]);
  });

  it('given one player changed by hand, when the hole is left (Back, another hole, hidden), then the whole hole as shown is saved', () => {
    const round = scoringRound(game('dogfight'), 1, course, rounds, []);
    const entries = {
      [ids[0]!]: { strokes: 5, touched: false },
      [ids[1]!]: { strokes: 6, touched: true },
      [ids[2]!]: { strokes: 5, touched: false },
    };
    expect(scoresToSave(round, 1, entries, 'whole-hole-if-touched').map((s) => [s.playerId, s.strokes])).toEqual([
      [ids[0], 5],
      [ids[1], 6],
      [ids[2], 5],
    ]);
  });

  it('given nobody changed a score by hand, when the hole is left, then nothing of it is saved: the pars shown are not scores yet', () => {
    const round = scoringRound(game('dogfight'), 1, course, rounds, [score(0, 1, 6)]);
    expect(scoresToSave(round, 1, initialEntries(round, 1), 'whole-hole-if-touched')).toEqual([]);
  });

  it('given a 0 typed for one player, then nothing of the hole is saved, by Next Hole or on leaving: never the others alone, never par for the 0', () => {
    const round = scoringRound(game('dogfight'), 1, course, rounds, []);
    const entries = {
      [ids[0]!]: { strokes: 0, touched: true },
      [ids[1]!]: { strokes: 6, touched: true },
      [ids[2]!]: { strokes: 5, touched: false },
    };
    expect(hasInvalidEntry(entries)).toBe(true);
    expect(scoresToSave(round, 1, entries, 'all')).toEqual([]);
    expect(scoresToSave(round, 1, entries, 'whole-hole-if-touched')).toEqual([]);
  });
});

describe('a player whose own phone scores them, on a phone that scores for several (decision 0700)', () => {
  const onTheirPhone = new Set([ids[2]!]);

  it('given P2 on their own phone, when the hole opens, then P2 has no box: Next Hole saves the others’ pars and nothing of P2’s', () => {
    const round = scoringRound(game('dogfight'), 1, course, rounds, []);
    const entries = initialEntries(round, 1, onTheirPhone);
    expect(Object.keys(entries)).toEqual([ids[0], ids[1]]);
    expect(scoresToSave(round, 1, entries, 'all').map((s) => s.playerId)).toEqual([ids[0], ids[1]]);
  });

  it('when the organiser taps "Enter for P2", then P2’s box opens at what is recorded (else par) and is sent as entered for them', () => {
    const fresh = scoringRound(game('dogfight'), 1, course, rounds, []);
    expect(enterFor(fresh, 1, ids[2]!)).toEqual({ strokes: 4, touched: true, onBehalf: true });
    const recorded = scoringRound(game('dogfight'), 1, course, rounds, [score(2, 1, 6)]);
    const entries = { ...initialEntries(recorded, 1, onTheirPhone), [ids[2]!]: { ...enterFor(recorded, 1, ids[2]!), strokes: 5 } };
    expect(scoresToSave(recorded, 1, entries, 'whole-hole-if-touched').find((s) => s.playerId === ids[2])).toEqual({
      playerId: ids[2],
      roundNumber: 1,
      holeNumber: 1,
      strokes: 5,
      expectedStrokes: 6,
      onBehalf: true,
    });
    expect(
      scoresToSave(recorded, 1, { [ids[2]!]: enterFor(recorded, 1, ids[2]!) }, 'all'),
      'what P2 recorded, unchanged: nothing to send',
    ).toEqual([]);
  });
});

describe('team grouping on the scoring screen', () => {
  const members = (teams: Array<1 | 2 | null>) => teams.map((teamNumber, n) => ({ player: { id: `p${n}`, teamNumber } }));

  it('groups team formats by team, in team order', () => {
    const groups = teamGroups('best_ball', members([2, 1, 2, 1]));
    expect(groups?.map((g) => [g.name, g.members.map((m) => m.player.id)])).toEqual([
      ['Team 1', ['p1', 'p3']],
      ['Team 2', ['p0', 'p2']],
    ]);
  });

  it("names a cup match's sides by the cup's teams, team 1 first", () => {
    const groups = teamGroups('match_play', members([2, 1, 2, 1]), ['Red Lions', 'Blue Hawks']);
    expect(groups?.map((g) => [g.name, g.members.map((m) => m.player.id)])).toEqual([
      ['Red Lions', ['p1', 'p3']],
      ['Blue Hawks', ['p0', 'p2']],
    ]);
  });

  it('puts players without a team last', () => {
    expect(teamGroups('match_play', members([null, 1]))?.map((g) => g.name)).toEqual(['Team 1', 'No team']);
  });

  it('does not group formats played alone, nor players without teams', () => {
    expect(teamGroups('dogfight', members([1, 2]))).toBeNull();
    expect(teamGroups('match_play', members([null, null]))).toBeNull();
  });
});
