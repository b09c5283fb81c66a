import { gameMessages, type BetType, type CreateGameInput } from '@golf/contracts';
import { gameTypeDefinition, isGameTypeId, playerCountOptions, type GameTypeId, type PointsSystem, type ScoringType } from '@golf/golf';

/** One payout row of the form; `key` keeps React rows stable while rows come and go. */
export type PayoutDraft = { key: string; position: string; betType: BetType; amount: string };

/** What the New Game form holds. Number inputs keep their text so a half-typed value survives. */
export type SetupValues = {
  name: string;
  gameType: GameTypeId;
  targetPlayerCount: number;
  numberOfRounds: number;
  scoringType: ScoringType;
  /** Points per result, by key (eagle, birdie…); '' is an emptied input and counts 0. */
  points: Record<string, string>;
  useEightyPercentHandicap: boolean;
  /** '' when the game belongs to no trip. */
  tripId: string;
  isNassau: boolean;
  /** Skins: dollars a skin is worth, as typed. */
  skinValue: string;
  /** Nassau: each bet's stake in dollars, as typed ('' is no stake). */
  nassauStakes: Record<NassauBet, string>;
  /** Skins as a side game on a format other than skins (at `skinValue`). */
  skins: boolean;
  /** A match play Nassau's presses: off, manual or automatic at `pressTrigger` holes down, for the same or double stake. */
  presses: 'off' | 'manual' | 'automatic';
  pressTrigger: string;
  pressStake: 'same' | 'double';
  /** Wolf (four players) and Las Vegas (two teams of two), each with a point's value in dollars as typed. */
  wolf: boolean;
  wolfPointValue: string;
  vegas: boolean;
  vegasPointValue: string;
  /** The games on the hole facts (docs/golf-rules.md section 15), each with its value in dollars as typed. */
  junk: boolean;
  junkValue: string;
  /** The junk dots played; at least one while junk is on. */
  junkDots: JunkDotName[];
  bingoBangoBongo: boolean;
  bingoBangoBongoValue: string;
  snake: boolean;
  snakeValue: string;
  payouts: PayoutDraft[];
};

export type JunkDotName = 'birdie' | 'greenie' | 'sandie' | 'chip_in' | 'polie';
export const JUNK_DOT_NAMES: readonly JunkDotName[] = ['birdie', 'greenie', 'sandie', 'chip_in', 'polie'];

/**
 * Where the setup offers Wolf and Las Vegas: four players, on any format. Vegas plays the
 * format's teams of two where it has them (four-ball match play, best ball of four), else the
 * players step asks for two teams of two (decision 0797).
 */
export const offersWolf = (values: Pick<SetupValues, 'targetPlayerCount'>) => values.targetPlayerCount === 4;
export const offersVegas = (values: Pick<SetupValues, 'targetPlayerCount'>) => values.targetPlayerCount === 4;

export type NassauBet = 'front_9' | 'back_9' | 'overall_18';

export const NASSAU_BET_TYPES: readonly BetType[] = ['front_9', 'back_9', 'overall_18'];

/**
 * The points the editor shows for a type and scoring type, or null when the editor is hidden
 * (skins, match play and formats without points). Quota scoring uses the quota set.
 */
export function editablePoints(gameType: GameTypeId, scoringType: ScoringType): PointsSystem | null {
  const type = gameTypeDefinition(gameType);
  if (!type.supportsPointsSystem) return null;
  if (scoringType === 'quota' && type.quotaPointsSystem) return type.quotaPointsSystem;
  return type.defaultPointsSystem && 'eagle' in type.defaultPointsSystem ? type.defaultPointsSystem : null;
}

function pointsText(system: PointsSystem | null): Record<string, string> {
  if (!system) return {};
  return Object.fromEntries(Object.entries(system).map(([key, value]) => [key, String(value)]));
}

export function initialSetupValues(gameTypeParam: string | null, tripId: string | null): SetupValues {
  const gameType: GameTypeId = isGameTypeId(gameTypeParam) ? gameTypeParam : 'dogfight';
  const type = gameTypeDefinition(gameType);
  return {
    name: '',
    gameType,
    targetPlayerCount: type.recommendedPlayers,
    numberOfRounds: 1,
    scoringType: type.defaultScoringType,
    points: pointsText(editablePoints(gameType, type.defaultScoringType)),
    useEightyPercentHandicap: false,
    tripId: tripId ?? '',
    isNassau: false,
    skinValue: '10',
    nassauStakes: { front_9: '', back_9: '', overall_18: '' },
    skins: false,
    presses: 'off',
    pressTrigger: '2',
    pressStake: 'same',
    wolf: false,
    wolfPointValue: '1',
    vegas: false,
    vegasPointValue: '0.25',
    junk: false,
    junkValue: '1',
    junkDots: [...JUNK_DOT_NAMES],
    bingoBangoBongo: false,
    bingoBangoBongoValue: '1',
    snake: false,
    snakeValue: '5',
    payouts: [],
  };
}

/** Payout positions run 1 … player count: rows beyond a smaller field move to its last place. */
function fitPayouts(payouts: PayoutDraft[], playerCount: number, isNassau: boolean): PayoutDraft[] {
  return payouts.map((payout) => {
    const position = Number(payout.position) > playerCount ? String(playerCount) : payout.position;
    const nassauBet = NASSAU_BET_TYPES.includes(payout.betType);
    const betType: BetType = isNassau ? (nassauBet ? payout.betType : 'overall_18') : 'overall';
    return { ...payout, position, betType };
  });
}

/** Changing the type resets the scoring type to its default and the player count to its recommended one. */
export function withGameType(values: SetupValues, gameType: GameTypeId): SetupValues {
  const type = gameTypeDefinition(gameType);
  const isNassau = type.supportsNassau && values.isNassau;
  return {
    ...values,
    gameType,
    scoringType: type.defaultScoringType,
    targetPlayerCount: type.recommendedPlayers,
    points: pointsText(editablePoints(gameType, type.defaultScoringType)),
    isNassau,
    payouts: fitPayouts(values.payouts, type.recommendedPlayers, isNassau),
  };
}

/** Switching to or from quota swaps the points editor to that scoring's set. */
export function withScoringType(values: SetupValues, scoringType: ScoringType): SetupValues {
  const swapsSet = (values.scoringType === 'quota') !== (scoringType === 'quota');
  const points = swapsSet ? pointsText(editablePoints(values.gameType, scoringType)) : values.points;
  return { ...values, scoringType, points };
}

export function withPlayerCount(values: SetupValues, targetPlayerCount: number): SetupValues {
  if (!playerCountOptions(values.gameType).includes(targetPlayerCount)) return values;
  return { ...values, targetPlayerCount, payouts: fitPayouts(values.payouts, targetPlayerCount, values.isNassau) };
}

export function withNassau(values: SetupValues, isNassau: boolean): SetupValues {
  const allowed = isNassau && gameTypeDefinition(values.gameType).supportsNassau;
  return { ...values, isNassau: allowed, payouts: fitPayouts(values.payouts, values.targetPlayerCount, allowed) };
}

const WHOLE_NUMBER = /^\d+$/;
const GAME_NAME_MAX = 100;

/**
 * What the form refuses before sending, keyed as the API keys its field errors: a points box
 * holding anything but a whole number of 0 or more (empty counts 0), and a name over 100
 * characters. What was typed stays in the box beside its message, never silently changed
 * (-3.5 once became 35) or cut.
 */
export function setupProblems(values: SetupValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.name.trim().length > GAME_NAME_MAX) problems.name = gameMessages.gameNameTooLong;
  if (editablePoints(values.gameType, values.scoringType)) {
    for (const [key, text] of Object.entries(values.points)) {
      if (text.trim() !== '' && !WHOLE_NUMBER.test(text.trim())) problems[`pointsSystem.${key}`] = gameMessages.points;
    }
  }
  return problems;
}

/** The next payout row: the first position not yet paid for this bet type. */
export function newPayout(values: SetupValues, key: string): PayoutDraft {
  const betType: BetType = values.isNassau ? 'overall_18' : 'overall';
  const taken = new Set(values.payouts.filter((p) => p.betType === betType).map((p) => Number(p.position)));
  let position = 1;
  while (taken.has(position) && position < values.targetPlayerCount) position += 1;
  return { key, position: String(position), betType, amount: '' };
}

const isZeroOrEmpty = (amount: string) => amount.trim() === '' || Number(amount) === 0;

/**
 * The POST /api/games body. Empty points count 0; the points system is sent only where the
 * editor shows; payouts of 0 (or left empty) are dropped, as the spec says. A skin's value is
 * sent for skins, the stakes for a Nassau (an empty one is no stake).
 */
export function toCreateGameInput(values: SetupValues): CreateGameInput {
  const editable = editablePoints(values.gameType, values.scoringType);
  const pointsSystem = editable
    ? Object.fromEntries(Object.keys(editable).map((key) => [key, Number(values.points[key]?.trim() || 0)]))
    : undefined;
  const stakes = {
    front_9: values.nassauStakes.front_9.trim(),
    back_9: values.nassauStakes.back_9.trim(),
    overall_18: values.nassauStakes.overall_18.trim(),
  };
  return {
    name: values.name.trim(),
    gameType: values.gameType,
    scoringType: values.scoringType,
    numberOfRounds: values.numberOfRounds,
    targetPlayerCount: values.targetPlayerCount,
    ...(pointsSystem ? { pointsSystem } : {}),
    tripId: values.tripId || null,
    isNassau: values.isNassau,
    useEightyPercentHandicap: values.useEightyPercentHandicap,
    ...(values.gameType === 'skins' ? { skinValue: values.skinValue.trim() } : {}),
    ...(values.isNassau ? { nassauStakes: stakes } : {}),
    sideGames: {
      ...(values.skins && values.gameType !== 'skins' ? { skins: { value: values.skinValue.trim() } } : {}),
      ...(values.isNassau
        ? {
            nassau: {
              ...stakes,
              presses: values.gameType === 'match_play' ? values.presses : 'off',
              pressTrigger: values.pressTrigger,
              pressStake: values.pressStake,
            },
          }
        : {}),
      ...(values.wolf && offersWolf(values) ? { wolf: { pointValue: values.wolfPointValue.trim() } } : {}),
      ...(values.vegas && offersVegas(values) ? { vegas: { pointValue: values.vegasPointValue.trim() } } : {}),
      ...(values.junk ? { junk: { value: values.junkValue.trim(), dots: values.junkDots } } : {}),
      ...(values.bingoBangoBongo ? { bingoBangoBongo: { value: values.bingoBangoBongoValue.trim() } } : {}),
      ...(values.snake ? { snake: { value: values.snakeValue.trim() } } : {}),
    },
    payouts: values.payouts
      .filter((payout) => !isZeroOrEmpty(payout.amount))
      .map((payout) => ({ position: payout.position, amount: payout.amount.trim(), betType: payout.betType })),
  };
}
