import type { HoleCount, HoleInfo, PointsSystem, RoundInput } from '@golf/golf';
import type { GameFacts, TeeHole } from './game-facts.ts';

/** A round whose card is known, as @golf/golf takes it. */
export interface PlayableRound {
  roundNumber: number;
  started: boolean;
  holeCount: HoleCount;
  input: RoundInput;
}

const POINT_KEYS = ['eagle', 'birdie', 'par', 'bogey', 'double'] as const;

/**
 * The game's points system as @golf/golf reads it: null when the stored one has none of the
 * per-result keys (match play's win/tie/loss, skins' skins, stroke play's none); a missing key
 * counts 0, as an empty points input does.
 */
export function pointsSystemOf(stored: Record<string, number> | null): PointsSystem | null {
  if (!stored || !POINT_KEYS.some((key) => typeof stored[key] === 'number')) return null;
  const value = (key: string) => (typeof stored[key] === 'number' ? stored[key] : 0);
  const system: PointsSystem = { eagle: value('eagle'), birdie: value('birdie'), par: value('par'), bogey: value('bogey'), double: value('double') };
  return typeof stored.double_eagle === 'number' ? { ...system, double_eagle: stored.double_eagle } : system;
}

/** A tee's card when it fits the round: exactly holes 1 … n, pars 3 … 6, whole stroke indexes. */
function cardOf(holes: readonly TeeHole[] | undefined, holeCount: HoleCount): HoleInfo[] | null {
  if (!holes || holes.length !== holeCount) return null;
  const sorted = [...holes].sort((a, b) => a.holeNumber - b.holeNumber);
  const fits = sorted.every(
    (hole, index) => hole.holeNumber === index + 1 && Number.isInteger(hole.par) && hole.par >= 3 && hole.par <= 6 && Number.isInteger(hole.strokeIndex),
  );
  return fits ? sorted.map((hole) => ({ number: hole.holeNumber, par: hole.par, strokeIndex: hole.strokeIndex })) : null;
}

/**
 * Each round that has a course and a card, in round order, as a RoundInput with every player
 * of the game. A player plays from their own tee; one without a (usable) tee plays from the
 * first tee chosen by a player who joined before, and one without a course handicap plays off
 * 0. A round where nobody has a usable tee has no card and is left out. In quota scoring a
 * player's quota is the one recorded after the previous round, else the initial one from the
 * course handicap (@golf/golf). Scores on holes the course does not have are left out.
 */
export function playableRounds(facts: GameFacts): PlayableRound[] {
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
        scores: facts.scores
          .filter((s) => s.roundNumber === roundNumber && s.holeNumber <= courseHoles && playerIds.has(s.playerId))
          .map(({ playerId, holeNumber, strokes }) => ({ playerId, holeNumber, strokes })),
        scoringType: facts.scoringType,
        pointsSystem,
      };
      return [{ roundNumber, started: round.started, holeCount: courseHoles, input }];
    });
}
