import { cupRoundInput, inEntryOrder, type GameCup } from '../cup/cup-round.ts';
import type { FormatId, ScoringType } from '../games/game-type-id.ts';
import type { HoleCount } from '../handicap/hole-count.ts';
import type { PointsSystem } from '../scoring/points.ts';
import type { HoleInfo, RoundInput } from './round-input.ts';
import { roundScorecards, type PlayerCard } from './scorecard.ts';

/** One hole of a tee set as the course library holds it. */
export interface TeeHole {
  holeNumber: number;
  par: number;
  /** The hole's stroke index (SI): its difficulty rank on the card, 1 = hardest. */
  strokeIndex: number;
}

/** Holes of tee sets, by tee set id: what a game's scores are derived with besides its own stream. */
export type TeeHoles = ReadonlyMap<string, readonly TeeHole[]>;

/**
 * What a game's rounds are scored from, as recorded: its players in the order they joined, its
 * rounds with a course, each player's tee and course handicap per round, the tees' holes, the
 * gross strokes (in the order they were entered) and the quotas recorded between rounds
 * (`roundFactsOf` a game's folded state).
 */
export interface GameRoundFacts {
  scoringType: ScoringType;
  /** The game's own points per result, as stored (keys eagle, birdie, par, bogey, double, …). */
  pointsSystem: Record<string, number> | null;
  players: ReadonlyArray<{ id: string; teamNumber: number | null }>;
  rounds: ReadonlyArray<{ roundNumber: number; courseHoles: HoleCount; started: boolean }>;
  playerRounds: ReadonlyArray<{ playerId: string; roundNumber: number; teeSetId: string | null; courseHandicap: number | null }>;
  /** Holes of the tee sets the players chose, by tee set id (a removed tee set is absent). */
  tees: TeeHoles;
  /** `updatedAt`: when the score was last entered or changed (a cup's foursomes takes the later of a side's two). */
  scores: ReadonlyArray<{ playerId: string; roundNumber: number; holeNumber: number; strokes: number; updatedAt?: string }>;
  /** QuotasAdjusted: the quota each player plays round `completedRound + 1` to. */
  quotaAdjustments: ReadonlyArray<{ completedRound: number; playerId: string; nextQuota: number }>;
  /** A match of its trip's cup: played off the format's allowance (section 16). */
  cup?: GameCup | null;
}

/** A game as its stream's fold holds it, in the parts its rounds are scored from. */
export interface ScoredGame {
  gameType: FormatId;
  scoringType: ScoringType;
  pointsSystem: Record<string, number> | null;
  players: GameRoundFacts['players'];
  rounds: ReadonlyArray<{ roundNumber: number; courseHoles: HoleCount; status: string }>;
  playerRounds: GameRoundFacts['playerRounds'];
  scores: GameRoundFacts['scores'];
  quotaAdjustments: GameRoundFacts['quotaAdjustments'];
  cup?: GameCup | null;
}

/** The facts a game's rounds are scored from: its folded state, its tees' holes and its `scores` (the game's own unless given). */
export function roundFactsOf(game: ScoredGame, tees: TeeHoles, scores: GameRoundFacts['scores'] = game.scores): GameRoundFacts {
  return {
    scoringType: game.scoringType,
    pointsSystem: game.pointsSystem,
    players: game.players,
    rounds: game.rounds.map((r) => ({ roundNumber: r.roundNumber, courseHoles: r.courseHoles, started: r.status !== 'not_started' })),
    playerRounds: game.playerRounds,
    tees,
    scores,
    quotaAdjustments: game.quotaAdjustments,
    ...(game.cup ? { cup: game.cup } : {}),
  };
}

/** A round whose card is known, as the formats take it. */
export interface PlayableRound {
  roundNumber: number;
  started: boolean;
  holeCount: HoleCount;
  input: RoundInput;
}

const POINT_KEYS = ['eagle', 'birdie', 'par', 'bogey', 'double'] as const;

/**
 * The game's points system as the formats read it: null when the stored one has none of the
 * per-result keys (match play's win/tie/loss, skins' skins, stroke play's none); a missing key
 * counts 0, as an empty points input does.
 */
export function pointsSystemOf(stored: Record<string, number> | null): PointsSystem | null {
  if (!stored || !POINT_KEYS.some((key) => typeof stored[key] === 'number')) return null;
  const value = (key: string) => (typeof stored[key] === 'number' ? stored[key] : 0);
  const system: PointsSystem = {
    eagle: value('eagle'),
    birdie: value('birdie'),
    par: value('par'),
    bogey: value('bogey'),
    double: value('double'),
  };
  return typeof stored.double_eagle === 'number' ? { ...system, double_eagle: stored.double_eagle } : system;
}

/**
 * The cards made of each tee's holes: a caller that keeps its tees' arrays (the command side keeps
 * them per course state) has each card made once, not per player at every score. Cards are
 * never changed once made.
 */
const cards = new WeakMap<readonly TeeHole[], HoleInfo[] | null>();

/** A tee's card when it fits the round: exactly holes 1 … n, pars 3 … 6, whole stroke indexes. */
function cardOf(holes: readonly TeeHole[] | undefined, holeCount: HoleCount): HoleInfo[] | null {
  if (!holes || holes.length !== holeCount) return null;
  let card = cards.get(holes);
  if (card === undefined) {
    card = newCardOf(holes);
    cards.set(holes, card);
  }
  return card;
}

function newCardOf(holes: readonly TeeHole[]): HoleInfo[] | null {
  const sorted = [...holes].sort((a, b) => a.holeNumber - b.holeNumber);
  const fits = sorted.every(
    (hole, index) =>
      hole.holeNumber === index + 1 && Number.isInteger(hole.par) && hole.par >= 3 && hole.par <= 6 && Number.isInteger(hole.strokeIndex),
  );
  return fits ? sorted.map((hole) => ({ number: hole.holeNumber, par: hole.par, strokeIndex: hole.strokeIndex })) : null;
}

/**
 * Each round that has a course and a card, in round order, as a RoundInput with every player
 * of the game. A player plays from their own tee; one without a (usable) tee plays from the
 * first tee chosen by a player who joined before, and one without a course handicap plays off
 * 0. A round where nobody has a usable tee has no card and is left out. In quota scoring a
 * player's quota is the one recorded after the previous round, else the initial one from the
 * course handicap. Scores on holes the course does not have are left out.
 */
export function playableRounds(facts: GameRoundFacts): PlayableRound[] {
  const pointsSystem = pointsSystemOf(facts.pointsSystem);
  return [...facts.rounds]
    .sort((a, b) => a.roundNumber - b.roundNumber)
    .flatMap((round) => {
      const { roundNumber, courseHoles } = round;
      const setupOf = (playerId: string) => facts.playerRounds.find((pr) => pr.playerId === playerId && pr.roundNumber === roundNumber);
      const cards = new Map(facts.players.map((p) => [p.id, cardOf(facts.tees.get(setupOf(p.id)?.teeSetId ?? ''), courseHoles)]));
      const roundCard = facts.players.map((p) => cards.get(p.id)).find((card) => card);
      if (!roundCard) return [];
      const quotaOf = (playerId: string) =>
        facts.scoringType === 'quota'
          ? facts.quotaAdjustments.find((a) => a.playerId === playerId && a.completedRound === roundNumber - 1)?.nextQuota
          : undefined;
      const playerIds = new Set(facts.players.map((p) => p.id));
      const format = facts.cup?.format;
      // A cup's foursomes side plays one ball: the later of its partners' scores on a hole counts.
      const scores = format === 'foursomes' ? inEntryOrder(facts.scores) : facts.scores;
      const input: RoundInput = {
        roundNumber,
        holes: roundCard,
        players: facts.players.map((p) => {
          const own = cards.get(p.id);
          const quota = quotaOf(p.id);
          return {
            id: p.id,
            courseHandicap: setupOf(p.id)?.courseHandicap ?? 0,
            teamNumber: p.teamNumber,
            ...(own ? { holes: own } : {}),
            ...(quota === undefined ? {} : { quota }),
          };
        }),
        scores: scores
          .filter((s) => s.roundNumber === roundNumber && s.holeNumber <= courseHoles && playerIds.has(s.playerId))
          .map(({ playerId, holeNumber, strokes }) => ({ playerId, holeNumber, strokes })),
        scoringType: facts.scoringType,
        pointsSystem,
      };
      return [{ roundNumber, started: round.started, holeCount: courseHoles, input: format ? cupRoundInput(format, input) : input }];
    });
}

/** A player's gross strokes on a hole of a round. */
type ScoreOnHole = { playerId: string; roundNumber: number; holeNumber: number; strokes: number };

/** What a hole score stores besides its strokes: derived, so it follows handicap and tee changes. */
export interface DerivedHoleScore {
  netScore: number;
  points: number;
  /** Handicap strokes on the hole; negative where a plus handicap gives strokes back. */
  strokesReceived: number;
}

/**
 * The derived values of a recorded score from its round's cards (`roundScorecards` of its
 * playable round, or none when the round has no card). A score outside any card (no tee, a
 * hole the course lacks, a player no longer in the game) keeps its strokes as net, no points.
 */
export function derivedHoleScore(
  cards: readonly PlayerCard[],
  score: { playerId: string; holeNumber: number; strokes: number },
): DerivedHoleScore {
  const hole = cards.find((c) => c.playerId === score.playerId)?.holes.find((h) => h.holeNumber === score.holeNumber);
  if (!hole || hole.net === null) return { netScore: score.strokes, points: 0, strokesReceived: 0 };
  return { netScore: hole.net, points: hole.points ?? 0, strokesReceived: hole.strokesReceived };
}

/**
 * The derived values of one score of a game right after it was recorded, as the projector
 * derives them for the whole game: only its round is laid out (rounds do not affect each
 * other's cards), with only its player's strokes outside a cup, and only its player's card is built (a card depends on the player's own tee,
 * handicap and strokes, and on the round's card, which the whole field decides).
 */
export function derivedScoreInGame(facts: GameRoundFacts, gameType: FormatId, score: ScoreOnHole): DerivedHoleScore {
  // Outside a cup a player's card reads only their own strokes, so the round is laid out with
  // theirs alone; a cup's side may play one ball of its partners' strokes (foursomes).
  const scores = facts.cup ? facts.scores : facts.scores.filter((s) => s.playerId === score.playerId);
  const round = playableRounds({ ...facts, rounds: facts.rounds.filter((r) => r.roundNumber === score.roundNumber), scores })[0];
  if (!round) return derivedHoleScore([], score);
  const input = {
    ...round.input,
    players: round.input.players.filter((p) => p.id === score.playerId),
    scores: round.input.scores.filter((s) => s.playerId === score.playerId),
  };
  return derivedHoleScore(roundScorecards(input, gameType), score);
}

/** Net, points and strokes received of one score of the game `game` now, with its tees' holes. */
export function derivedScoreOfGame(game: ScoredGame, tees: TeeHoles, score: ScoreOnHole): DerivedHoleScore {
  return derivedScoreInGame(roundFactsOf(game, tees), game.gameType, score);
}

/**
 * The derived values of every recorded score of a game, by the score's place in `facts.scores`:
 * each round laid out and its cards built once (as `gameLeaderboards` does for the boards).
 */
export function derivedGameScores(facts: GameRoundFacts, gameType: FormatId): DerivedHoleScore[] {
  const cards = new Map(playableRounds(facts).map((round) => [round.roundNumber, roundScorecards(round.input, gameType)]));
  return facts.scores.map((score) => derivedHoleScore(cards.get(score.roundNumber) ?? [], score));
}

/** Net, points and strokes received of every recorded score of the game `game` now, in `game.scores` order. */
export function derivedScoresOfGame(game: ScoredGame, tees: TeeHoles): DerivedHoleScore[] {
  return derivedGameScores(roundFactsOf(game, tees), game.gameType);
}
