import { GolfRuleError } from '../golf-rule-error.ts';

export const GAME_TYPE_IDS = ['dogfight', 'stroke_play', 'match_play', 'best_ball', 'skins', 'stableford', 'modified_stableford'] as const;

/**
 * The formats a game can be created with (spec section 9, "Game formats"): the list the API and
 * `@golf/contracts` accept, kept equal to the contracts' list.
 */
export type GameTypeId = (typeof GAME_TYPE_IDS)[number];

/**
 * Every format the rules score: the game types, and the Stableford formats (docs/golf-rules.md
 * section 10), which the leaderboards rank as soon as GAME_TYPE_IDS (and the contracts) name them.
 */
export const FORMAT_IDS = GAME_TYPE_IDS;

/** A format the rules can score; every GameTypeId is one. */
export type FormatId = (typeof FORMAT_IDS)[number];

export const SCORING_TYPES = ['net', 'gross', 'quota'] as const;

/**
 * What a score is measured on: `net` (gross minus handicap strokes), `gross` (strokes as
 * played) or `quota` (dogfight only: points on gross against a per-player target).
 */
export type ScoringType = (typeof SCORING_TYPES)[number];

export function isGameTypeId(value: unknown): value is GameTypeId {
  return typeof value === 'string' && (GAME_TYPE_IDS as readonly string[]).includes(value);
}

export function isFormatId(value: unknown): value is FormatId {
  return typeof value === 'string' && (FORMAT_IDS as readonly string[]).includes(value);
}

export function isScoringType(value: unknown): value is ScoringType {
  return typeof value === 'string' && (SCORING_TYPES as readonly string[]).includes(value);
}

/** Narrows an untrusted string to a GameTypeId, or throws a GolfRuleError naming it. */
export function requireGameTypeId(value: unknown): GameTypeId {
  if (!isGameTypeId(value)) {
    throw new GolfRuleError(`Unknown game type: ${String(value)} (expected one of ${GAME_TYPE_IDS.join(', ')})`);
  }
  return value;
}
