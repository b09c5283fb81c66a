import { GolfRuleError } from '../golf-rule-error.ts';
import type { NassauBet } from './nassau.ts';

/**
 * Terms (docs/golf-rules.md section 11):
 * - A **press** is a new bet between the same two sides of a match play Nassau, played as match
 *   play from the hole after it is opened to the last hole of the bet it presses. Presses are
 *   bets, so a press can be pressed.
 * - The **trigger** is how many holes down a side must be for an automatic press to open (1–5).
 * - The **stake** of a press is the stake of the bet it presses, or double it.
 */

/** A hole of a game: holes are ordered by round, then hole number. */
export interface HoleRef {
  roundNumber: number;
  holeNumber: number;
}

/** A hole of the match with a result: the side that won it (1 or 2), or null when halved. */
export interface MatchHoleResult extends HoleRef {
  winner: 1 | 2 | null;
}

export type PressMode = 'off' | 'manual' | 'automatic';
export type PressStake = 'same' | 'double';

/** A Nassau's press settings; the trigger counts holes down (1–5). */
export interface PressSettings {
  mode: PressMode;
  trigger: number;
  stake: PressStake;
}

export const DEFAULT_PRESS_TRIGGER = 2;
export const PRESS_TRIGGER_MIN = 1;
export const PRESS_TRIGGER_MAX = 5;

/** Presses off, trigger 2, same stake: what a Nassau plays unless it sets otherwise. */
export const DEFAULT_PRESS_SETTINGS: PressSettings = Object.freeze({ mode: 'off', trigger: DEFAULT_PRESS_TRIGGER, stake: 'same' });

/**
 * A press: `pressOf` is the Nassau bet or the id of the press it presses, `startsAt` its first
 * hole. Its id is `{pressOf}@{round}.{hole}` (`front_9@1.3`, a press of it `front_9@1.3@1.10`):
 * the same whether it is derived again or recorded, since a bet has at most one press starting
 * on a hole.
 */
export interface Press {
  id: string;
  pressOf: string;
  startsAt: HoleRef;
  automatic: boolean;
}

/** A bet or a press over its holes, in order: what presses open from. */
export interface BetSpan {
  id: string;
  /** The Nassau bet at the root of a chain of presses. */
  bet: NassauBet;
  /** Null for a Nassau bet, else what this press presses. */
  pressOf: string | null;
  holes: readonly HoleRef[];
  automatic: boolean;
}

export const pressIdOf = (pressOf: string, startsAt: HoleRef) => `${pressOf}@${startsAt.roundNumber}.${startsAt.holeNumber}`;

/** Negative when `a` is played before `b`. */
export const compareHoles = (a: HoleRef, b: HoleRef) => a.roundNumber - b.roundNumber || a.holeNumber - b.holeNumber;

export const holeKey = (hole: HoleRef) => `${hole.roundNumber}.${hole.holeNumber}`;

/** The span of a press of `parent` starting on `startsAt`: the parent's holes from there on. */
export function pressSpan(parent: BetSpan, startsAt: HoleRef, automatic: boolean): BetSpan {
  return {
    id: pressIdOf(parent.id, startsAt),
    bet: parent.bet,
    pressOf: parent.id,
    holes: parent.holes.filter((hole) => compareHoles(hole, startsAt) >= 0),
    automatic,
  };
}

/** Throws unless the settings are a mode, a whole trigger 1–5 and a stake rule. */
export function requirePressSettings(settings: PressSettings): PressSettings {
  if (!['off', 'manual', 'automatic'].includes(settings.mode)) {
    throw new GolfRuleError(`Presses must be off, manual or automatic, got ${String(settings.mode)}`);
  }
  const { trigger } = settings;
  if (!Number.isInteger(trigger) || trigger < PRESS_TRIGGER_MIN || trigger > PRESS_TRIGGER_MAX) {
    throw new GolfRuleError(`The press trigger must be ${PRESS_TRIGGER_MIN} to ${PRESS_TRIGGER_MAX} holes down, got ${String(trigger)}`);
  }
  if (settings.stake !== 'same' && settings.stake !== 'double') {
    throw new GolfRuleError(`A press stake must be same or double, got ${String(settings.stake)}`);
  }
  return settings;
}
