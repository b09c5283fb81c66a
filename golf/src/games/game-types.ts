import { GolfRuleError } from '../golf-rule-error.ts';
import { DEFAULT_POINTS_SYSTEM, QUOTA_POINTS_SYSTEM, type PointsSystem } from '../scoring/points.ts';
import { isGameTypeId, requireGameTypeId, type FormatId, type GameTypeId, type ScoringType } from './game-type-id.ts';

/** Match play's per-hole points: win 1, tie 0, loss 0. */
export interface MatchPlayPoints {
  win: number;
  tie: number;
  loss: number;
}

/** Skins counts one per skin won. */
export interface SkinsPoints {
  skins: number;
}

export type GamePointsSystem = PointsSystem | MatchPlayPoints | SkinsPoints;

/** A format as the game type selection screen and the setup form describe it (spec section 3). */
export interface FormatDefinition {
  id: FormatId;
  name: string;
  description: string;
  shortDescription: string;
  minPlayers: number;
  maxPlayers: number;
  recommendedPlayers: number;
  defaultScoringType: ScoringType;
  /** Whether the organiser may edit the points system (hidden for match play, skins and no-points formats). */
  supportsPointsSystem: boolean;
  defaultPointsSystem: GamePointsSystem | null;
  quotaPointsSystem: PointsSystem | null;
  supportsNassau: boolean;
  /** An icon name (lucide naming) for the type card. */
  icon: string;
  rules: readonly string[];
}

/** The definition of a format a game can be created with. */
export interface GameTypeDefinition extends FormatDefinition {
  id: GameTypeId;
}

/** Every format the rules score, in the order the setup lists them. */
export const FORMATS: readonly FormatDefinition[] = Object.freeze([
  {
    id: 'dogfight',
    name: 'Dogfight',
    description: 'A points game: everyone earns points on every hole from their score against par, and the most points wins.',
    shortDescription: 'Points on every hole; most points wins',
    minPlayers: 2,
    maxPlayers: 16,
    recommendedPlayers: 4,
    defaultScoringType: 'net',
    supportsPointsSystem: true,
    defaultPointsSystem: DEFAULT_POINTS_SYSTEM,
    quotaPointsSystem: QUOTA_POINTS_SYSTEM,
    supportsNassau: false,
    icon: 'trophy',
    rules: [
      'Each player earns points on every hole from their net score against par.',
      'Default points: eagle or better 8, birdie 4, par 2, bogey 1, double bogey or worse 0.',
      'Handicap strokes fall on the holes with the lowest stroke index first.',
      'Most points wins; equal points are separated by fewer strokes.',
      'Quota scoring counts gross scores against a quota of 36 minus course handicap (kept between 10 and 45); the most points over quota wins.',
    ],
  },
  {
    id: 'stroke_play',
    name: 'Stroke Play',
    description: 'Classic golf: every stroke counts over the round, and the lowest total wins.',
    shortDescription: 'Lowest total strokes wins',
    minPlayers: 1,
    maxPlayers: 20,
    recommendedPlayers: 4,
    defaultScoringType: 'gross',
    supportsPointsSystem: false,
    defaultPointsSystem: null,
    quotaPointsSystem: null,
    supportsNassau: true,
    icon: 'target',
    rules: [
      'Every stroke counts: the total over the holes played.',
      'Lowest total wins; scores show against the par of the holes played.',
      'Play gross, or net with handicap strokes taken off hole by hole.',
      'Nassau bets can be added: front nine, back nine and overall.',
    ],
  },
  {
    id: 'match_play',
    name: 'Match Play',
    description: 'Head to head, hole by hole: win more holes than the other side to win the match.',
    shortDescription: 'Win holes to win the match',
    minPlayers: 2,
    maxPlayers: 4,
    recommendedPlayers: 2,
    defaultScoringType: 'net',
    supportsPointsSystem: false,
    defaultPointsSystem: { win: 1, tie: 0, loss: 0 },
    quotaPointsSystem: null,
    supportsNassau: true,
    icon: 'swords',
    rules: [
      'Two players (singles) or two teams of two (four-ball) play hole by hole.',
      'The lower net score wins the hole; equal scores halve it.',
      'Each player receives their course handicap minus the lowest in the match, by stroke index.',
      'In four-ball a side scores the better net score of its two players.',
      'The match ends once a side leads by more holes than are left, such as 3&2.',
    ],
  },
  {
    id: 'best_ball',
    name: 'Best Ball',
    description: 'Team play: on every hole each team counts the best score among its players.',
    shortDescription: 'Teams count their best score on each hole',
    minPlayers: 2,
    maxPlayers: 8,
    recommendedPlayers: 4,
    defaultScoringType: 'net',
    supportsPointsSystem: true,
    defaultPointsSystem: DEFAULT_POINTS_SYSTEM,
    quotaPointsSystem: null,
    supportsNassau: true,
    icon: 'users',
    rules: [
      'Players form teams: 4 players make 2 teams of 2, 6 make 3 of 2, 8 make 4 of 2 or 2 of 4.',
      'On each hole a team scores the lowest net score among its players.',
      'A team earns the highest points any of its players earns on the hole.',
      'Teams rank by points, then by fewer strokes.',
    ],
  },
  {
    id: 'skins',
    name: 'Skins',
    description: 'Every hole is a prize: the single lowest score wins the skin, and a tie carries it to the next hole.',
    shortDescription: 'Win a hole outright to win its skin',
    minPlayers: 2,
    maxPlayers: 8,
    recommendedPlayers: 4,
    defaultScoringType: 'net',
    supportsPointsSystem: false,
    defaultPointsSystem: { skins: 1 },
    quotaPointsSystem: null,
    supportsNassau: true,
    icon: 'coins',
    rules: [
      'Each hole is worth one skin, won by the single lowest net score.',
      'When the lowest score is tied, the skin carries over to the next hole.',
      'The next outright winner takes every carried skin.',
      'Skins still carried after the last hole are not awarded.',
      'A skin is worth $10 unless the game sets another value.',
    ],
  },
  {
    id: 'stableford',
    name: 'Stableford',
    description: 'Points for every hole from the score against par: par 2, birdie 3, bogey 1, and the most points wins.',
    shortDescription: 'Points against par on every hole; most points wins',
    minPlayers: 1,
    maxPlayers: 20,
    recommendedPlayers: 4,
    defaultScoringType: 'net',
    supportsPointsSystem: false,
    defaultPointsSystem: null,
    quotaPointsSystem: null,
    supportsNassau: true,
    icon: 'star',
    rules: [
      'Each hole scores points from the net score against par: 2 plus par minus the score, never below 0.',
      'Double bogey or worse 0, bogey 1, par 2, birdie 3, eagle 4, three under 5.',
      'A hole you do not finish scores 0: enter any score of double bogey or worse.',
      'Most points wins; equal points share the place.',
    ],
  },
  {
    id: 'modified_stableford',
    name: 'Modified Stableford',
    description: "The PGA Tour's points scale: birdies and eagles earn more than a bogey costs, and totals can go below zero.",
    shortDescription: 'Points that reward birdies; can go negative',
    minPlayers: 1,
    maxPlayers: 20,
    recommendedPlayers: 4,
    defaultScoringType: 'net',
    supportsPointsSystem: false,
    defaultPointsSystem: null,
    quotaPointsSystem: null,
    supportsNassau: true,
    icon: 'sparkles',
    rules: [
      'Three or more under par +8, eagle +5, birdie +2, par 0, bogey −1, double bogey or worse −3.',
      'Points count on the net score, or the gross score in gross scoring.',
      'Totals can be negative; most points wins and equal points share the place.',
    ],
  },
] satisfies FormatDefinition[]);

/** The formats a game can be created with: those GAME_TYPE_IDS names. */
export const GAME_TYPES: readonly GameTypeDefinition[] = Object.freeze(
  FORMATS.filter((definition): definition is GameTypeDefinition => isGameTypeId(definition.id)),
);

/** The definition of a game type; an unknown id is a GolfRuleError naming it. */
export function gameTypeDefinition(id: string): GameTypeDefinition {
  const type = requireGameTypeId(id);
  return GAME_TYPES.find((definition) => definition.id === type)!;
}

/** The definition of any format the rules score. */
export function formatDefinition(id: FormatId): FormatDefinition {
  const definition = FORMATS.find((format) => format.id === id);
  if (!definition) throw new GolfRuleError(`Unknown format: ${String(id)}`);
  return definition;
}

/** Player counts the setup form offers: match play 2 or 4; best ball 2, 4, 6, 8; else min … max. */
export function playerCountOptions(id: FormatId): number[] {
  const { minPlayers, maxPlayers } = formatDefinition(id);
  if (id === 'match_play') return [2, 4];
  if (id === 'best_ball') return [2, 4, 6, 8];
  return Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i);
}

/**
 * Whether a format ranks by per-hole points (dogfight, its quota too, and best ball), so its
 * boards and cards show points. Stroke play ranks by strokes, match play by holes won, skins by
 * skins: the points golf/ still works out for them (the fallback table) are shown nowhere.
 */
export function ranksByPoints(id: GameTypeId): boolean {
  return id === 'dogfight' || id === 'best_ball';
}

/** Scoring types a format allows: quota is for dogfight only. */
export function allowedScoringTypes(id: FormatId): ScoringType[] {
  return formatDefinition(id).id === 'dogfight' ? ['net', 'gross', 'quota'] : ['net', 'gross'];
}

/**
 * The name of a game left unnamed: the type name, a dash and the date, 'Dogfight - 11/21/2026'.
 * The caller passes the date (the rules read no clock); its local calendar day is used.
 */
export function defaultGameName(id: FormatId, date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new GolfRuleError('A game name needs a valid date');
  }
  return `${formatDefinition(id).name} - ${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
