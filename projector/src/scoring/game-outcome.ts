import { derivedHoleScore, initialQuota, playableRounds, withRoundScorecards, type PlayableRound, type PlayerCard } from '@golf/golf';
import { payoutLines, type PayoutLine } from './board-payouts.ts';
import type { GameFacts, StoredDerivation } from './game-facts.ts';
import type { TeamLine } from './board-teams.ts';
import { leaderboardBoard, type BoardCore, type EntryLine, type NassauLine } from './leaderboard-board.ts';
import type { SummaryLine } from './scorecard-lines.ts';

/** A leaderboard as stored: `roundNumber` 0 is the overall one. */
export interface Board {
  roundNumber: number;
  entries: EntryLine[];
  teams: TeamLine[];
  results: {
    skins: { carriedOver: number; unclaimed: number; valueCents: number } | null;
    nassau: NassauLine[];
    payouts: PayoutLine[];
    prizePoolCents: number;
    summary: SummaryLine;
  };
}

/** Everything derived for a game: per hole score, per leaderboard, per player and per player round. */
export interface GameOutcome {
  holeScores: Array<{ id: string; netScore: number; points: number; strokesReceived: number }>;
  boards: Board[];
  players: Array<{ playerId: string; totalPoints: number; totalStrokes: number }>;
  playerRounds: Array<{ playerId: string; roundNumber: number; roundPoints: number; roundStrokes: number; currentQuota: number | null; quotaDelta: number }>;
}

/**
 * The overall leaderboard's rounds: those started so far (the first round before any has),
 * since a round not yet played would count its quota against nobody's points. Match play is
 * one match over every round (two rounds: 36 holes), so its length counts every round.
 */
function overallRounds(facts: GameFacts, rounds: readonly PlayableRound[]): PlayableRound[] {
  if (facts.gameType === 'match_play') return [...rounds];
  const started = rounds.filter((r) => r.started);
  return started.length > 0 ? started : rounds.slice(0, 1);
}

/** Derives every result of a game from its facts with @golf/golf. Pure: the same facts give the same outcome. */
export function gameOutcome(facts: GameFacts): GameOutcome {
  // Each round's cards are built once and travel with its input to every board and format.
  const rounds = playableRounds(facts).map((r) => ({ ...r, input: withRoundScorecards(r.input, facts.gameType) }));
  const cards = new Map<number, readonly PlayerCard[]>(rounds.map((r) => [r.roundNumber, r.input.prebuiltCards.cards]));
  const playerIds = facts.players.map((p) => p.id);
  // A leaderboard over one set of rounds, once: the overall board of a game with one round
  // played is that round's board (only the payouts differ), so it is not derived twice.
  const cores = new Map<string, BoardCore>();
  const coreOver = (scope: readonly PlayableRound[]): BoardCore => {
    const key = scope.map((r) => r.roundNumber).join(',');
    let core = cores.get(key);
    if (!core) {
      core = leaderboardBoard({
        gameType: facts.gameType,
        scoringType: facts.scoringType,
        isNassau: facts.isNassau,
        playerIds,
        rounds: scope.map((r) => ({ roundNumber: r.roundNumber, input: r.input, cards: cards.get(r.roundNumber) ?? [] })),
      });
      cores.set(key, core);
    }
    return core;
  };
  const boardOver = (roundNumber: number, scope: readonly PlayableRound[]): Board => {
    const core = coreOver(scope);
    // Prizes are paid on the game's standings: the overall board's.
    const paid = roundNumber === 0 ? payoutLines(facts.payouts, facts.isNassau, core.competitors, core.nassauBets) : { payouts: [], prizePoolCents: 0 };
    return {
      roundNumber,
      entries: core.entries,
      teams: core.teams,
      results: { skins: core.skins, nassau: core.nassau, payouts: paid.payouts, prizePoolCents: paid.prizePoolCents, summary: core.summary },
    };
  };
  const overall = boardOver(0, overallRounds(facts, rounds));
  const perRound = rounds.map((round) => boardOver(round.roundNumber, [round]));
  return {
    holeScores: holeScoresOf(facts, cards),
    boards: [overall, ...perRound],
    players: facts.players.map((p) => {
      const entry = overall.entries.find((e) => e.playerId === p.id);
      return { playerId: p.id, totalPoints: entry?.totalPoints ?? 0, totalStrokes: entry?.totalStrokes ?? 0 };
    }),
    playerRounds: playerRoundsOf(facts, perRound),
  };
}

/** Net, points and strokes received of every recorded score (@golf/golf's derivedHoleScore on its round's cards). */
function holeScoresOf(facts: GameFacts, cards: ReadonlyMap<number, readonly PlayerCard[]>): GameOutcome['holeScores'] {
  return facts.scores.map((score) => ({ id: score.id, ...derivedHoleScore(cards.get(score.roundNumber) ?? [], score) }));
}

/**
 * The derived scores to store: those entered or corrected since they were last derived (they
 * take their baseline now) and those whose values moved; the others are stored as they are.
 */
export function holeScoreChanges(outcome: GameOutcome, stored: ReadonlyMap<string, StoredDerivation>): GameOutcome['holeScores'] {
  return outcome.holeScores.filter((score) => {
    const now = stored.get(score.id);
    return !now || !now.hasBaseline || now.netScore !== score.netScore || now.points !== score.points || now.strokesReceived !== score.strokesReceived;
  });
}

/**
 * Each player round's points and strokes from its round's leaderboard. In quota scoring the
 * current quota is the one recorded after the previous round, else the initial one; the delta
 * counts once the player has a hole played.
 */
function playerRoundsOf(facts: GameFacts, perRound: readonly Board[]): GameOutcome['playerRounds'] {
  return facts.playerRounds.map((pr) => {
    const entry = perRound.find((b) => b.roundNumber === pr.roundNumber)?.entries.find((e) => e.playerId === pr.playerId);
    const holes = facts.rounds.find((r) => r.roundNumber === pr.roundNumber)?.courseHoles ?? 18;
    const adjusted = facts.quotaAdjustments.find((a) => a.playerId === pr.playerId && a.completedRound === pr.roundNumber - 1)?.nextQuota;
    const quota = facts.scoringType !== 'quota' ? null : (entry?.currentQuota ?? adjusted ?? (pr.courseHandicap === null ? null : initialQuota(pr.courseHandicap, holes)));
    const played = (entry?.holesPlayed ?? 0) > 0;
    return {
      playerId: pr.playerId,
      roundNumber: pr.roundNumber,
      roundPoints: entry?.totalPoints ?? 0,
      roundStrokes: entry?.totalStrokes ?? 0,
      currentQuota: quota,
      quotaDelta: played && facts.scoringType === 'quota' ? (entry?.quotaDelta ?? 0) : 0,
    };
  });
}
