import { requireInteger } from '../golf-rule-error.ts';
import { greenInRegulation } from '../hole-facts/green-in-regulation.ts';
import { FAIRWAY_MIN_PAR, isRecorded, type HoleFacts } from '../hole-facts/hole-facts.ts';

/**
 * A golfer's statistics from what happened on the holes (docs/golf-rules.md section 15), over one
 * round or summed over several. Every figure is a sum over the holes where its fact was recorded,
 * so each ratio divides like with like: a hole with no putts recorded says nothing about greens.
 * - `fairways`: tee shots on par 4 and longer with the fairway recorded (`possible`), and where
 *   they finished.
 * - `greensInRegulation`: holes where GIR is known (putts recorded, or its override), and hit.
 * - `putts`: over holes with putts recorded; `onGreensInRegulation` is the putts on the greens
 *   hit, so putts per GIR is `onGreensInRegulation ÷ greensInRegulation.hit`; a three-putt is 3
 *   or more.
 * - `scrambling`: greens missed (`chances`) and, of them, par or better (`saved`).
 * - `sandSaves`: holes played from a bunker (`chances`) and, of them, up and down (`saved`).
 * - `penaltyStrokes`: every penalty stroke recorded.
 */
export interface FactsStats {
  rounds: number;
  fairways: { hit: number; left: number; right: number; possible: number };
  greensInRegulation: { hit: number; holes: number };
  putts: { total: number; holes: number; threePutts: number; onGreensInRegulation: number };
  scrambling: { saved: number; chances: number };
  sandSaves: { saved: number; chances: number };
  penaltyStrokes: number;
}

/** A hole played: its par, the gross strokes and the facts recorded with them. */
export interface PlayedHoleFacts {
  par: number;
  strokes: number;
  facts?: HoleFacts | null;
}

/** The rounds a golfer may ask their statistics over (`GET /api/users/me/stats?rounds=`). */
export const FACTS_STATS_ROUNDS = [5, 10, 20] as const;

export const EMPTY_FACTS_STATS: FactsStats = Object.freeze({
  rounds: 0,
  fairways: Object.freeze({ hit: 0, left: 0, right: 0, possible: 0 }),
  greensInRegulation: Object.freeze({ hit: 0, holes: 0 }),
  putts: Object.freeze({ total: 0, holes: 0, threePutts: 0, onGreensInRegulation: 0 }),
  scrambling: Object.freeze({ saved: 0, chances: 0 }),
  sandSaves: Object.freeze({ saved: 0, chances: 0 }),
  penaltyStrokes: 0,
});

/** One round's statistics from its holes played; a round with no hole played counts 0 rounds. */
export function roundFactsStats(holes: readonly PlayedHoleFacts[]): FactsStats {
  const stats = holes.map(holeStats);
  return { ...sumFactsStats(stats), rounds: holes.length > 0 ? 1 : 0 };
}

/** Statistics added together: a golfer's rounds, summed figure by figure. */
export function sumFactsStats(all: readonly FactsStats[]): FactsStats {
  return all.reduce(
    (sum, s) => ({
      rounds: sum.rounds + s.rounds,
      fairways: {
        hit: sum.fairways.hit + s.fairways.hit,
        left: sum.fairways.left + s.fairways.left,
        right: sum.fairways.right + s.fairways.right,
        possible: sum.fairways.possible + s.fairways.possible,
      },
      greensInRegulation: {
        hit: sum.greensInRegulation.hit + s.greensInRegulation.hit,
        holes: sum.greensInRegulation.holes + s.greensInRegulation.holes,
      },
      putts: {
        total: sum.putts.total + s.putts.total,
        holes: sum.putts.holes + s.putts.holes,
        threePutts: sum.putts.threePutts + s.putts.threePutts,
        onGreensInRegulation: sum.putts.onGreensInRegulation + s.putts.onGreensInRegulation,
      },
      scrambling: { saved: sum.scrambling.saved + s.scrambling.saved, chances: sum.scrambling.chances + s.scrambling.chances },
      sandSaves: { saved: sum.sandSaves.saved + s.sandSaves.saved, chances: sum.sandSaves.chances + s.sandSaves.chances },
      penaltyStrokes: sum.penaltyStrokes + s.penaltyStrokes,
    }),
    EMPTY_FACTS_STATS,
  );
}

/** The statistics over the last `count` rounds of `newestFirst` (a golfer's completed rounds, newest first). */
export function recentFactsStats(newestFirst: readonly FactsStats[], count: number): FactsStats {
  requireInteger(count, 'Rounds');
  return sumFactsStats(newestFirst.slice(0, Math.max(0, count)));
}

function holeStats(hole: PlayedHoleFacts): FactsStats {
  requireInteger(hole.par, 'Par');
  requireInteger(hole.strokes, 'Strokes');
  const facts = hole.facts ?? {};
  const { putts, fairway, penalties } = facts;
  const gir = greenInRegulation(hole, hole.strokes, facts);
  const fairwayRecorded = isRecorded(fairway) && hole.par >= FAIRWAY_MIN_PAR;
  const bunker = facts.bunker === true;
  return {
    rounds: 0,
    fairways: {
      hit: Number(fairwayRecorded && fairway === 'hit'),
      left: Number(fairwayRecorded && fairway === 'left'),
      right: Number(fairwayRecorded && fairway === 'right'),
      possible: Number(fairwayRecorded),
    },
    greensInRegulation: { hit: Number(gir === true), holes: Number(gir !== null) },
    putts: {
      total: putts ?? 0,
      holes: Number(isRecorded(putts)),
      threePutts: Number(isRecorded(putts) && putts >= 3),
      onGreensInRegulation: gir === true ? (putts ?? 0) : 0,
    },
    scrambling: { saved: Number(gir === false && hole.strokes <= hole.par), chances: Number(gir === false) },
    sandSaves: { saved: Number(bunker && facts.sandSave === true), chances: Number(bunker) },
    penaltyStrokes: penalties ?? 0,
  };
}
