import { scoreMessages, type HoleFactsChange, type HoleScoreView, type ScoreChange, type ScoreCommandResponse } from '@golf/contracts';
import type { GameEvent, GameState } from '@golf/events';
import { derivedScoreOfGame, STROKES_MAX, STROKES_MIN, type DerivedHoleScore, type TeeHoles } from '@golf/golf';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { BadRequestError, ConflictError } from '../../commands/domain-error.ts';
import type { CommandOutcome } from '../../commands/handle-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { teeHolesOfRounds } from '../../courses/course.ts';
import type { GameActor, ScoreAccess } from '../access/access-rule.ts';
import { requireScoreWriter } from '../access/require-access.ts';
import { foldDecidedAsBuilt, isGame, type Game, type GamePlayer, type RecordedScore } from '@golf/events';
import { factsAfter, holePar, requirePossibleFacts, sameFacts } from './score-facts.ts';

/**
 * Gross strokes for a player's hole, as a score command asks to record them, and the facts it
 * records or clears beside them (absent: the facts stay as recorded).
 */
export interface ScoreToRecord {
  actor: GameActor;
  playerId: string;
  roundNumber: number;
  holeNumber: number;
  strokes: number;
  facts?: HoleFactsChange | undefined;
}

/**
 * The stable id of a hole score: derived from (game, player, round, hole). A round removed
 * renumbers the rounds after it, whose scores keep their ids, so a name already taken by another
 * score gets a suffix; the id is still the same on every replay of the same history.
 */
export function scoreIdFor(game: Game, playerId: string, roundNumber: number, holeNumber: number): string {
  const base = `score:${game.id}:${playerId}:${roundNumber}:${holeNumber}`;
  for (let suffix = 1; ; suffix += 1) {
    const id = derivedUuid(suffix === 1 ? base : `${base}#${suffix}`);
    // Searched, not indexed: nearly always the first id is free, and a set of every score's id per command cost more than the search.
    if (!game.scores.some((s) => s.scoreId === id)) return id;
  }
}

/** The player whose score it is: 400 when they are not in the game. */
export function requireScoredPlayer(game: Game, playerId: string): GamePlayer {
  const player = game.players.find((p) => p.id === playerId);
  if (!player) throw new BadRequestError(scoreMessages.playerNotInGame);
  return player;
}

/**
 * The checks every score change passes, in this order: the writer may write this player's
 * scores (403: a viewer, or another player's score), the game is not completed (409), the round
 * is in the game (400) and has started (409), the hole is on its course (400), and the strokes
 * are 1 … 15 (400). Answers the access the score is written with.
 */
export function requireScoreChange(game: Game, score: ScoreToRecord): ScoreAccess {
  const access = requireScoreWriter(game, score.actor, score.playerId);
  if (game.status === 'completed') throw new ConflictError(scoreMessages.gameCompleted);
  if (!Number.isInteger(score.roundNumber) || score.roundNumber < 1 || score.roundNumber > game.numberOfRounds) {
    throw new BadRequestError(scoreMessages.roundNotInGame(score.roundNumber, game.numberOfRounds));
  }
  const round = game.rounds.find((r) => r.roundNumber === score.roundNumber);
  if (!round || round.status === 'not_started') throw new ConflictError(scoreMessages.roundNotStarted(score.roundNumber));
  if (!Number.isInteger(score.holeNumber) || score.holeNumber < 1 || score.holeNumber > round.courseHoles) {
    throw new BadRequestError(scoreMessages.holeNotOnCourse(score.holeNumber, round.courseHoles));
  }
  if (!Number.isInteger(score.strokes) || score.strokes < STROKES_MIN || score.strokes > STROKES_MAX) {
    throw new BadRequestError(scoreMessages.strokes);
  }
  return access;
}

export function recordedScoreOf(game: Game, playerId: string, roundNumber: number, holeNumber: number): RecordedScore | undefined {
  return game.scores.find((s) => s.playerId === playerId && s.roundNumber === roundNumber && s.holeNumber === holeNumber);
}

/**
 * What a score command decides: its events, and the recorded score's net, points and strokes
 * received in the game those events leave (null when it records nothing), derived once with the
 * round's tees and kept for the answer (decision 0543).
 */
export interface ScoreDecision {
  events: GameEvent[];
  derived: DerivedHoleScore | null;
}

/**
 * The events of a checked score: ScoreEntered for a hole without one, ScoreCorrected (keeping
 * the strokes and facts it replaces) for other strokes or other facts, nothing for the same
 * again. The hole's facts after the change must be possible with the strokes (400, decision
 * 0805). Each keeps the net and points the scorer is answered with (`asEntered`: what they were
 * shown, decision 0770), derived with the round's `tees`.
 */
export function scoreEvents(game: Game, score: ScoreToRecord, access: ScoreAccess, tees: TeeHoles): ScoreDecision {
  const existing = recordedScoreOf(game, score.playerId, score.roundNumber, score.holeNumber);
  const holeFacts = factsAfter(existing?.facts ?? null, score.facts);
  if (existing?.strokes === score.strokes && sameFacts(existing.facts, holeFacts)) return { events: [], derived: null };
  requirePossibleFacts(holeFacts, score.holeNumber, holePar(game, tees, score), score.strokes);
  const facts = {
    gameId: game.id,
    scoreId: existing?.scoreId ?? scoreIdFor(game, score.playerId, score.roundNumber, score.holeNumber),
    playerId: score.playerId,
    roundNumber: score.roundNumber,
    holeNumber: score.holeNumber,
    strokes: score.strokes,
    facts: holeFacts,
    enteredByUserId: score.actor.id,
    access,
  };
  const recorded = (asEntered: { netScore: number; points: number } | null): GameEvent =>
    existing
      ? { type: 'ScoreCorrected', data: { ...facts, previousStrokes: existing.strokes, previousFacts: existing.facts, asEntered } }
      : { type: 'ScoreEntered', data: { ...facts, asEntered } };
  const after = foldDecidedAsBuilt(game, [recorded(null)]);
  if (!isGame(after)) return { events: [recorded(null)], derived: null };
  const derived = derivedScoreOfGame(after, tees, score);
  return { events: [recorded({ netScore: derived.netScore, points: derived.points })], derived };
}

/**
 * The holes of every tee set of the course the game's round `roundNumber` plays, from the course's
 * own stream: what a score's net and points are derived with.
 */
export function roundTees(deps: Pick<AppDeps, 'streamCache'>, game: GameState, roundNumber: number | undefined): Promise<TeeHoles> {
  return teeHolesOfRounds(deps, game, [roundNumber]);
}

/** What a score command recorded: nothing (the same value, or a retry of a command already applied) is `unchanged`. */
export function scoreChangeOf(outcome: CommandOutcome<GameState>): ScoreChange {
  const type = outcome.appended[0]?.type;
  if (type === 'ScoreEntered') return 'entered';
  if (type === 'ScoreCorrected') return 'corrected';
  return 'unchanged';
}

/**
 * The answer to a score command: the score as recorded in the game the command left (`scoreIn`),
 * with its net, points and strokes received as the decision derived them (the derivation the
 * leaderboards use, so a read with the answer's position shows the same values), whether it was
 * entered, corrected or unchanged, and the position of the command. A command that recorded
 * nothing, or a retry answered from its first run without deciding, derives them here, with the
 * round's tees read now.
 */
export async function scoreAnswer(
  deps: Pick<AppDeps, 'streamCache'>,
  outcome: CommandOutcome<GameState, DerivedHoleScore | null>,
  scoreIn: (game: Game) => RecordedScore | undefined,
): Promise<ScoreCommandResponse> {
  const game = outcome.state;
  if (!isGame(game)) throw new Error('The score command left no game');
  const recorded = scoreIn(game);
  const answer = { change: scoreChangeOf(outcome), position: outcome.position.toString() };
  if (!recorded) return { score: null, ...answer };
  const derived = outcome.derived ?? derivedScoreOfGame(game, await roundTees(deps, game, recorded.roundNumber), recorded);
  return { score: holeScoreView(game, recorded, derived), ...answer };
}

function holeScoreView(game: Game, score: RecordedScore, derived: DerivedHoleScore): HoleScoreView {
  const { scoreId, playerId, roundNumber, holeNumber, strokes, facts } = score;
  const { netScore, points, strokesReceived } = derived;
  const view = { id: scoreId, gameId: game.id, playerId, roundNumber, holeNumber, strokes, netScore, points, strokesReceived };
  return facts === null ? view : { ...view, facts };
}
