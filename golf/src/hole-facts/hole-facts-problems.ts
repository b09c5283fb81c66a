import { GolfRuleError } from '../golf-rule-error.ts';
import {
  FAIRWAY_MIN_PAR,
  FAIRWAY_RESULTS,
  isRecorded,
  PENALTIES_MAX,
  PENALTIES_MIN,
  PUTTS_MAX,
  PUTTS_MIN,
  type HoleFacts,
} from './hole-facts.ts';

/** The hole the facts are about: its par, and its number for the messages. */
export interface FactsHole {
  number: number;
  par: number;
}

const BOOLEAN_FACTS = ['bunker', 'sandSave', 'chipIn', 'polie', 'greenInRegulation'] as const;

/**
 * Every reason a set of facts cannot be true of the hole (docs/golf-rules.md section 15), as
 * sentences a golfer can act on; empty when the facts hold. `strokes`, the hole's gross score,
 * adds the checks that need it. The combinations refused are those no golfer can play
 * ([decision 0800](../../../docs/decisions/0800-what-a-holes-facts-may-hold-together.md)).
 */
export function holeFactsProblems(facts: HoleFacts, hole: FactsHole, strokes?: number | null): string[] {
  const problems = [...valueProblems(facts)];
  if (problems.length > 0) return problems;
  const { putts, fairway, bunker, sandSave, penalties, chipIn, polie, greenInRegulation } = facts;
  if (isRecorded(fairway) && hole.par < FAIRWAY_MIN_PAR) {
    problems.push(`Hole ${hole.number} is a par ${hole.par}: it has no fairway to hit or miss`);
  }
  if (chipIn === true && isRecorded(putts) && putts !== 0) {
    problems.push(`A chip-in is holed from off the green: putts must be 0, not ${putts}`);
  }
  if (polie === true && putts === 0) problems.push('A polie is a holed putt: putts cannot be 0');
  if (chipIn === true && polie === true) problems.push('A chip-in and a polie cannot both be true: the ball is holed once');
  if (sandSave === true && bunker !== true) problems.push('A sand save needs the bunker shot recorded too');
  if (sandSave === true && isRecorded(putts) && putts > 1) {
    problems.push(`A sand save is up and down from the bunker: at most 1 putt, not ${putts}`);
  }
  if (isRecorded(greenInRegulation) && !isRecorded(putts)) {
    problems.push('Record the putts with the green in regulation: it corrects the count from the putts');
  }
  if (isRecorded(strokes)) problems.push(...strokeProblems(strokes, putts ?? 0, penalties ?? 0, bunker === true));
  return problems;
}

/** Throws a GolfRuleError with every problem of `holeFactsProblems`, one sentence after another. */
export function requireHoleFacts(facts: HoleFacts, hole: FactsHole, strokes?: number | null): void {
  const problems = holeFactsProblems(facts, hole, strokes);
  if (problems.length > 0) throw new GolfRuleError(`Hole ${hole.number}: ${problems.join('. ')}`);
}

function valueProblems(facts: HoleFacts): string[] {
  const problems: string[] = [];
  const count = (value: unknown, what: string, min: number, max: number) => {
    if (!isRecorded(value)) return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      problems.push(`${what} must be a whole number from ${min} to ${max}, not ${String(value)}`);
    }
  };
  count(facts.putts, 'Putts', PUTTS_MIN, PUTTS_MAX);
  count(facts.penalties, 'Penalty strokes', PENALTIES_MIN, PENALTIES_MAX);
  if (isRecorded(facts.fairway) && !FAIRWAY_RESULTS.includes(facts.fairway)) {
    problems.push(`Fairway must be hit, left or right, not ${String(facts.fairway)}`);
  }
  for (const name of BOOLEAN_FACTS) {
    const value: unknown = facts[name];
    if (isRecorded(value) && typeof value !== 'boolean') problems.push(`${name} must be true or false, not ${String(value)}`);
  }
  return problems;
}

/**
 * The strokes are every swing plus the penalty strokes, and the first swing (from the tee) is
 * never a putt: so putts + penalties < strokes. A bunker shot comes after at least one other.
 */
function strokeProblems(strokes: number, putts: number, penalties: number, bunker: boolean): string[] {
  const problems: string[] = [];
  if (putts + penalties >= strokes) {
    const parts = [counted(putts, 'putt'), ...(penalties > 0 ? [counted(penalties, 'penalty stroke')] : [])];
    const verb = parts.length === 1 && putts === 1 ? 'leaves' : 'leave';
    problems.push(`${parts.join(' and ')} ${verb} no shot to reach the green in ${counted(strokes, 'stroke')}`);
  }
  if (bunker && strokes < 2) problems.push('A hole in one has no bunker shot');
  return problems;
}

function counted(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
