import type { HoleInfo, HoleScore } from '../formats/round-input.ts';
import { GolfRuleError } from '../golf-rule-error.ts';
import type { CupMatchLine } from '../leaderboards/leaderboard-types.ts';
import { cupMatch } from './cup-match.ts';
import { cupSidesOf, inEntryOrder, type GameCup } from './cup-round.ts';

/** A cup match's game in the parts its match is scored from (round 1 is the match). */
export interface CupMatchGame {
  cup?: GameCup | null;
  players: ReadonlyArray<{ id: string; teamNumber: number | null }>;
  playerRounds: ReadonlyArray<{ playerId: string; roundNumber: number; courseHandicap: number | null }>;
  scores: ReadonlyArray<HoleScore & { roundNumber: number; updatedAt?: string }>;
}

/**
 * The match a cup game plays, as the cup counts it (`cupMatch`, section 16), on round 1's card
 * (`holes`, the tee of the match); null for a game that is not a cup match, or whose players no
 * longer make the format's sides (it then counts as not started).
 */
export function gameCupMatch(game: CupMatchGame, holes: readonly HoleInfo[] | null): CupMatchLine | null {
  const cup = game.cup;
  if (!cup || !holes) return null;
  const courseHandicapOf = (playerId: string) =>
    game.playerRounds.find((pr) => pr.playerId === playerId && pr.roundNumber === 1)?.courseHandicap ?? 0;
  const sides = cupSidesOf(cup.format, game.players);
  if (!sides) return null;
  try {
    const match = cupMatch({
      format: cup.format,
      holes,
      sides: [
        sides[0].map((p) => ({ id: p.id, courseHandicap: courseHandicapOf(p.id) })),
        sides[1].map((p) => ({ id: p.id, courseHandicap: courseHandicapOf(p.id) })),
      ],
      scores: inEntryOrder(game.scores.filter((s) => s.roundNumber === 1 && s.holeNumber <= holes.length)),
      points: cup.points,
    });
    return {
      format: cup.format,
      value: match.value,
      state: match.state,
      statusText: match.status.text,
      up: match.status.up,
      holesLeft: match.status.holesLeft,
      result: match.result,
      leader: match.leader,
      thru: match.thru,
      decidedOn: match.decidedOn,
      points: match.points,
      projectedPoints: match.projectedPoints,
    };
  } catch (error) {
    if (error instanceof GolfRuleError) return null;
    throw error;
  }
}
