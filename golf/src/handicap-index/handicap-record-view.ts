import type { HoleCount } from '../handicap/hole-count.ts';
import { handicapRecord, type CountedRound } from './handicap-record.ts';
import { parOfTee, type RatedTee } from './hole-maximum.ts';
import { roundAcceptance } from './round-acceptance.ts';
import { grossScore } from './score-differential.ts';

/** A tee of the course library as a round of the record reads it. */
export interface RecordTee extends RatedTee {
  name: string;
}

/** One round a player with an account has a score in, as its game and course tell it. */
export interface PlayedRound {
  gameId: string;
  gameName: string;
  roundNumber: number;
  /** When the player's first score of the round was entered (ISO-8601): the round's date. */
  playedAt: string;
  /** Null when the course is gone from the library. */
  courseName: string | null;
  holeCount: HoleCount;
  /** The game moved on to a later round, or was completed. */
  over: boolean;
  /** The player's tee: none chosen, gone from its course, or as the library has it now. */
  tee: 'none' | 'removed' | RecordTee;
  /** Strokes on holes 1 … holeCount (null: not scored). */
  strokes: ReadonlyArray<number | null>;
}

/** A round of the record as GET /api/users/{id}/handicap shows it. */
export interface HandicapRoundView {
  gameId: string;
  gameName: string;
  roundNumber: number;
  playedAt: string;
  courseName: string | null;
  teeName: string | null;
  courseRating: number | null;
  slopeRating: number | null;
  par: number | null;
  courseHandicap: number | null;
  grossScore: number | null;
  adjustedGrossScore: number | null;
  scoreDifferential: number | null;
  exceptionalReduction: number | null;
  used: boolean;
  counted: boolean;
  reason: string | null;
  indexAfter: number | null;
}

export interface HandicapRecordView {
  handicapIndex: number | null;
  lowHandicapIndex: number | null;
  roundsCounted: number;
  /** Newest first. */
  rounds: HandicapRoundView[];
}

/** Rounds in the order played: by the time of their first score, then by game and round for the same moment. */
function byPlay(a: PlayedRound, b: PlayedRound): number {
  if (a.playedAt !== b.playedAt) return a.playedAt < b.playedAt ? -1 : 1;
  if (a.gameId !== b.gameId) return a.gameId < b.gameId ? -1 : 1;
  return a.roundNumber - b.roundNumber;
}

/**
 * A golfer's record from every round they have a score in: the rounds that count (see
 * roundAcceptance) worked into the handicap record, the others listed with the reason they do
 * not count, newest first.
 */
export function handicapRecordView(played: readonly PlayedRound[]): HandicapRecordView {
  const ordered = [...played].sort(byPlay);
  const accepted = ordered.map((round) =>
    roundAcceptance({
      holeCount: round.holeCount,
      over: round.over,
      holesScored: round.strokes.filter((strokes) => strokes !== null).length,
      tee: typeof round.tee === 'string' ? round.tee : { holes: round.tee.holes.length, slopeRating: round.tee.slopeRating },
    }),
  );
  const counted: CountedRound[] = ordered.flatMap((round, i) =>
    accepted[i]!.counted && typeof round.tee !== 'string'
      ? [{ playedOn: round.playedAt.slice(0, 10), tee: round.tee, strokes: round.strokes as number[] }]
      : [],
  );
  const record = handicapRecord(counted);
  let next = 0;
  const rounds = ordered.map((round, i): HandicapRoundView => {
    const tee = typeof round.tee === 'string' ? null : round.tee;
    const acceptance = accepted[i]!;
    const base = {
      gameId: round.gameId,
      gameName: round.gameName,
      roundNumber: round.roundNumber,
      playedAt: round.playedAt,
      courseName: round.courseName,
      teeName: tee?.name ?? null,
      courseRating: tee?.courseRating ?? null,
      slopeRating: tee?.slopeRating ?? null,
      par: tee && tee.holes.length === round.holeCount ? parOfTee(tee) : null,
    };
    if (!acceptance.counted) {
      const scored = round.strokes.some((strokes) => strokes !== null);
      return {
        ...base,
        courseHandicap: null,
        grossScore: round.over && scored ? grossScore(round.strokes) : null,
        adjustedGrossScore: null,
        scoreDifferential: null,
        exceptionalReduction: null,
        used: false,
        counted: false,
        reason: acceptance.reason,
        indexAfter: null,
      };
    }
    const figures = record.rounds[next++]!;
    return { ...base, ...figures, counted: true, reason: null };
  });
  return {
    handicapIndex: record.handicapIndex,
    lowHandicapIndex: record.lowHandicapIndex,
    roundsCounted: record.roundsCounted,
    rounds: rounds.reverse(),
  };
}
