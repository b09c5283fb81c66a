import type { NassauStakesBody, SideGamesBody } from '@golf/contracts';
import type { NassauStakes, SideGamesData } from '@golf/events';
import { dollarsToCents, type GameTypeId } from '@golf/golf';
import { BadRequestError, RuleViolationError } from '../../commands/domain-error.ts';
import { requireNassauSupport } from './game-settings-rules.ts';

/** What a form's money settings come to: the game's Nassau, its skins format's value and its side games. */
export interface MoneySettings {
  isNassau: boolean;
  nassauStakesCents?: NassauStakes;
  skinValueCents?: number;
  sideGames?: SideGamesData;
}

/** The money fields of POST /api/games (and of a PATCH's side games). */
export interface MoneyForm {
  gameType: GameTypeId;
  targetPlayerCount: number;
  isNassau?: boolean | undefined;
  nassauStakes?: NassauStakesBody | undefined;
  skinValue?: number | undefined;
  sideGames?: SideGamesBody | undefined;
}

const BETS = ['front_9', 'back_9', 'overall_18'] as const;
const BET_NAMES = { front_9: 'front 9', back_9: 'back 9', overall_18: 'overall' } as const;
const dollarsText = (dollars: number) => `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;

function stakesCents(stakes: NassauStakesBody): NassauStakes {
  return { front_9: dollarsToCents(stakes.front_9), back_9: dollarsToCents(stakes.back_9), overall_18: dollarsToCents(stakes.overall_18) };
}

/** Wolf and Las Vegas are games of four (docs/golf-rules.md sections 12 and 13). */
function requireFour(name: string, targetPlayerCount: number): void {
  if (targetPlayerCount !== 4) {
    throw new RuleViolationError(`${name} is played by exactly four players: set the number of players to 4 (it is ${targetPlayerCount})`);
  }
}

/**
 * A form's money settings, checked (docs/golf-rules.md section 14, decision 0789): `isNassau` with
 * `nassauStakes` and `sideGames.nassau` are one Nassau, and `skinValue` and `sideGames.skins` one
 * skins game, so where both are sent they must agree (400); presses are a match play Nassau's;
 * Wolf and Las Vegas need four players; a format without a Nassau refuses one (422). On the skins
 * format `sideGames.skins` is the format's own value; elsewhere `skinValue` alone is, as it always
 * was, a skins format's setting the game does not play, and is not kept.
 */
export function moneySettingsOf(form: MoneyForm): MoneySettings {
  const side = form.sideGames;
  const nassau = side?.nassau ?? null;
  if (form.isNassau === false && nassau) {
    throw new BadRequestError('isNassau is false but sideGames.nassau sets a Nassau: they are the same game, send one or make them agree');
  }
  if (nassau && form.nassauStakes) {
    const differ = BETS.find((bet) => dollarsToCents(form.nassauStakes![bet]) !== dollarsToCents(nassau[bet]));
    if (differ) {
      throw new BadRequestError(
        `nassauStakes and sideGames.nassau are the same Nassau but their ${BET_NAMES[differ]} stakes differ (${dollarsText(form.nassauStakes[differ])} and ${dollarsText(nassau[differ])})`,
      );
    }
  }
  const isNassau = form.isNassau ?? nassau !== null;
  requireNassauSupport(form.gameType, isNassau);
  const presses =
    nassau && nassau.presses !== 'off' ? { mode: nassau.presses, trigger: nassau.pressTrigger, stake: nassau.pressStake } : null;
  if (presses && form.gameType !== 'match_play') {
    throw new RuleViolationError('Presses are played in a match play Nassau only: set presses to off, or play match play');
  }
  const skins = side?.skins ?? null;
  if (skins && form.skinValue !== undefined && dollarsToCents(skins.value) !== dollarsToCents(form.skinValue)) {
    throw new BadRequestError(
      `skinValue and sideGames.skins are the same skins game but their values differ (${dollarsText(form.skinValue)} and ${dollarsText(skins.value)})`,
    );
  }
  if (side?.wolf) requireFour('Wolf', form.targetPlayerCount);
  if (side?.vegas) requireFour('Las Vegas', form.targetPlayerCount);
  const sideGames: SideGamesData = {
    ...(skins && form.gameType !== 'skins' ? { skins: { valueCents: dollarsToCents(skins.value) } } : {}),
    ...(presses && isNassau ? { presses } : {}),
    ...(side?.wolf ? { wolf: { pointValueCents: dollarsToCents(side.wolf.pointValue) } } : {}),
    ...(side?.vegas ? { vegas: { pointValueCents: dollarsToCents(side.vegas.pointValue) } } : {}),
    ...(side?.junk ? { junk: { valueCents: dollarsToCents(side.junk.value), dots: side.junk.dots } } : {}),
    ...(side?.bingoBangoBongo ? { bingoBangoBongo: { valueCents: dollarsToCents(side.bingoBangoBongo.value) } } : {}),
    ...(side?.snake ? { snake: { valueCents: dollarsToCents(side.snake.value) } } : {}),
  };
  const stakes = nassau ?? form.nassauStakes ?? null;
  return {
    isNassau,
    ...(form.gameType === 'skins' ? { skinValueCents: dollarsToCents(form.skinValue ?? skins?.value ?? 10) } : {}),
    ...(isNassau ? { nassauStakesCents: stakes ? stakesCents(stakes) : { front_9: 0, back_9: 0, overall_18: 0 } } : {}),
    ...(Object.keys(sideGames).length > 0 ? { sideGames } : {}),
  };
}
