import type { HoleFacts } from '../hole-facts/hole-facts.ts';
import type { CourseFacts } from '../leaderboards/leaderboard-game.ts';
import type { SideGamesGame } from '../side-games/side-games-game.ts';
import type { WolfChoice } from '../side-games/wolf.ts';
import { fixtureGame } from './side-games-fixture.ts';

/** Test data only: the score bench's tee, 18 holes of mixed pars, stroke index 1–18 scattered. */
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 16, 2, 12, 6, 4, 18, 10, 14];
export const MIXED_COURSE: CourseFacts = {
  tees: new Map([['white', PARS.map((par, i) => ({ holeNumber: i + 1, par, strokeIndex: INDEXES[i]! }))]]),
  courseNames: new Map([['links', 'The Links']]),
};

export const SEQUENCE_PLAYERS = ['p1', 'p2', 'p3', 'p4'] as const;

/** Test data only: the score bench's four-player game, every side game on, teams 1 and 3 against 2 and 4, nothing scored. */
export function sideGamesSequenceGame(gameType: 'stroke_play' | 'match_play', scoringType: 'net' | 'gross' = 'net'): SideGamesGame {
  return fixtureGame(
    SEQUENCE_PLAYERS.map((id, p) => ({ id, ch: [3, 11, 18, -1][p]!, team: ((p % 2) + 1) as 1 | 2, gross: [] })),
    {
      gameType,
      scoringType,
      isNassau: true,
      nassauStakesCents: { front_9: 500, back_9: 500, overall_18: 1000 },
      payouts: [],
      sideGames: {
        skins: { valueCents: 200 },
        presses: gameType === 'match_play' ? { mode: 'automatic', trigger: 2, stake: 'same' } : null,
        wolf: { pointValueCents: 100 },
        vegas: { pointValueCents: 25 },
        junk: { valueCents: 100, dots: ['birdie', 'greenie', 'sandie', 'chip_in', 'polie'] },
        bingoBangoBongo: { valueCents: 100 },
        snake: { valueCents: 500 },
      },
      wolfChoices: [],
      holeAwards: [],
    },
  );
}

/** One thing a phone does to a game: what the fold of its event leaves. */
export type SequenceStep =
  | { kind: 'score'; player: number; hole: number; strokes: number; putts: number; flags: number }
  | { kind: 'delete'; player: number; hole: number }
  | { kind: 'handicap'; player: number; courseHandicap: number }
  | { kind: 'wolf'; hole: number; choice: WolfChoice['choice']; partner: number }
  | { kind: 'awards'; hole: number; bingo: number | null; bango: number | null; bongo: number | null; closest: number | null };

const factsOf = (putts: number, flags: number): HoleFacts => ({
  putts,
  bunker: (flags & 1) !== 0,
  sandSave: (flags & 3) === 3,
  chipIn: (flags & 4) !== 0,
  polie: (flags & 8) !== 0,
  penalties: flags >> 4,
});

/**
 * The game after `step`, as the fold leaves it: new arrays, the objects not touched kept (scores,
 * choices and awards are values), a correction a new score object under the same id.
 */
export function applyStep(game: SideGamesGame, step: SequenceStep, serial: number): SideGamesGame {
  const at = (s: { roundNumber: number; holeNumber: number }, hole: number) => s.roundNumber === 1 && s.holeNumber === hole;
  if (step.kind === 'score' || step.kind === 'delete') {
    const playerId = SEQUENCE_PLAYERS[step.player]!;
    const index = game.scores.findIndex((s) => s.playerId === playerId && at(s, step.hole));
    if (step.kind === 'delete') return index < 0 ? game : { ...game, scores: game.scores.filter((_, i) => i !== index) };
    const scoreId = index < 0 ? `s${serial}` : game.scores[index]!.scoreId;
    const score = {
      scoreId,
      playerId,
      roundNumber: 1,
      holeNumber: step.hole,
      strokes: step.strokes,
      facts: factsOf(step.putts, step.flags),
    };
    const scores = index < 0 ? [...game.scores, score] : game.scores.map((s, i) => (i === index ? score : s));
    return { ...game, scores };
  }
  if (step.kind === 'handicap') {
    const playerId = SEQUENCE_PLAYERS[step.player]!;
    const playerRounds = game.playerRounds.map((pr) => (pr.playerId === playerId ? { ...pr, courseHandicap: step.courseHandicap } : pr));
    return { ...game, playerRounds };
  }
  if (step.kind === 'wolf') {
    const wolfIndex = (step.hole - 1) % 4;
    const partnerId = step.choice === 'partner' ? SEQUENCE_PLAYERS[(wolfIndex + 1 + step.partner) % 4]! : null;
    const choice: WolfChoice = { roundNumber: 1, holeNumber: step.hole, choice: step.choice, partnerId };
    return { ...game, wolfChoices: [...(game.wolfChoices ?? []).filter((c) => !at(c, step.hole)), choice] };
  }
  const who = (p: number | null) => (p === null ? null : SEQUENCE_PLAYERS[p]!);
  const awards = {
    roundNumber: 1,
    holeNumber: step.hole,
    bingo: who(step.bingo),
    bango: who(step.bango),
    bongo: who(step.bongo),
    closestToPin: who(step.closest),
  };
  return { ...game, holeAwards: [...(game.holeAwards ?? []).filter((a) => !at(a, step.hole)), awards] };
}

/** Test data only: the bench's order of play, hole by hole, each player scoring, the wolf choosing and the awards set. */
export function benchSteps(): SequenceStep[] {
  const steps: SequenceStep[] = [];
  for (let hole = 1; hole <= 18; hole += 1) {
    steps.push({ kind: 'wolf', hole, choice: hole % 4 === 3 ? 'blind' : hole % 4 === 0 ? 'lone' : 'partner', partner: 0 });
    for (let player = 0; player < 4; player += 1) {
      const strokes = PARS[hole - 1]! + ((player * 7 + hole * 3) % 4) - 1;
      steps.push({
        kind: 'score',
        player,
        hole,
        strokes,
        putts: strokes <= 3 ? 1 : 2 + ((player + hole) % 5 === 0 ? 1 : 0),
        flags: (player + hole) % 16,
      });
    }
    steps.push({ kind: 'awards', hole, bingo: hole % 4, bango: (hole + 1) % 4, bongo: (hole + 2) % 4, closest: null });
  }
  return steps;
}
