import { betName } from '../betting/manual-press.ts';
import { matchNassau, type MatchNassauResult } from '../betting/match-nassau.ts';
import type { RoundInput } from '../formats/round-input.ts';
import { skinsWinnings } from '../formats/skins.ts';
import { GolfRuleError } from '../golf-rule-error.ts';
import { boardPayoutLines } from '../leaderboards/board-payouts.ts';
import type { BoardCore } from '../leaderboards/leaderboard-board.ts';
import { gameBoards, type GameBoards } from '../leaderboards/game-boards.ts';
import { overallRounds, type CourseFacts } from '../leaderboards/leaderboard-game.ts';
import { pressLines, type PressLine } from '../leaderboards/press-lines.ts';
import { gameLedger, type GameMoneyView, type LedgerEntry } from '../money/ledger.ts';
import { nassauEntries, poolEntry, pressEntries } from '../money/money-entries.ts';
import { vegasEntry, wolfEntry } from '../money/side-game-entries.ts';
import { receivedByBet } from '../trips/game-money.ts';
import { factsGamesEntries, playFactsGames, type FactsGamesPlayed } from './facts-side-games.ts';
import type { SideGamesGame } from './side-games-game.ts';
import { vegas, type VegasResult } from './vegas.ts';
import { wolf, type WolfResult } from './wolf.ts';

export type { SideGames, SideGamesGame } from './side-games-game.ts';

/** A game's side games as the board and the Money view show them. */
export interface SideGamesView {
  /** The presses of a match play Nassau, under the bets they press. */
  presses: PressLine[];
  wolf: WolfResult | null;
  vegas: VegasResult | null;
  /** Junk, Bingo Bango Bongo and the snake, each null where not played. */
  facts: FactsGamesPlayed;
  money: GameMoneyView;
}

/** A side game whose set-up breaks its rules (Wolf without four players) is left out until it is fixed, as a Nassau is. */
function playable<T>(play: () => T): T | null {
  try {
    return play();
  } catch (error) {
    if (error instanceof GolfRuleError) return null;
    throw error;
  }
}

/** Skins and the side games compare gross where the game scores quota (quota points are no strokes). */
const onStrokes = (inputs: readonly RoundInput[]) =>
  inputs.map((input) => (input.scoringType === 'quota' ? { ...input, scoringType: 'gross' as const } : input));

interface Played {
  nassau: MatchNassauResult | null;
  wolf: WolfResult | null;
  vegas: VegasResult | null;
  facts: FactsGamesPlayed;
}

/** The ledger's lines in the Money view's order: prizes, the Nassau's bets and presses, skins, Wolf, Las Vegas, then the hole-fact games. */
function moneyEntries(game: SideGamesGame, core: BoardCore, inputs: readonly RoundInput[], played: Played, order: string[]) {
  const { nassau } = played;
  const sideGames = game.sideGames ?? {};
  const matchPlay = game.gameType === 'match_play';
  // A match play Nassau's stakes go from side to side; elsewhere they are the bets' first prizes (a pool).
  const poolStakes = game.isNassau && !matchPlay ? game.nassauStakesCents : null;
  const paid = boardPayoutLines(game.payouts, poolStakes, game.isNassau, core);
  const received = receivedByBet(paid.payouts);
  const entries: LedgerEntry[] = [];
  if (game.payouts.some((p) => p.betType === 'overall')) entries.push(poolEntry('payouts', 'Prizes', received.get('overall'), order));
  if (game.isNassau) entries.push(...nassauEntries(core.nassauBets, received, nassau, order));
  if (nassau) entries.push(...pressEntries(nassau, (press) => capitalised(betName(press))));
  const skinsWon =
    game.gameType === 'skins'
      ? core.entries.map((e) => [e.playerId, e.skins?.valueCents ?? 0] as const)
      : sideGames.skins
        ? playable(() => [...skinsWinnings(onStrokes(inputs), { skinValueCents: sideGames.skins!.valueCents })])
        : null;
  if (skinsWon) entries.push(poolEntry('skins', 'Skins', new Map(skinsWon), order));
  if (played.wolf && sideGames.wolf) entries.push(wolfEntry(played.wolf, sideGames.wolf.pointValueCents));
  if (played.vegas && sideGames.vegas) entries.push(vegasEntry(played.vegas, sideGames.vegas.pointValueCents));
  entries.push(...factsGamesEntries(played.facts));
  return entries;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A game's side games and money (docs/golf-rules.md sections 11–14), over the rounds of its
 * overall board: a match play Nassau's presses, Wolf hole by hole, the Vegas numbers, and one
 * ledger per player adding up to zero with the payments that settle it. Pure, like
 * `gameLeaderboards`, from the same folded game and courses (and the same `GameBoards` of them).
 */
export function gameSideGames(
  game: SideGamesGame,
  courses: CourseFacts,
  /** The game's cards and boards as its leaderboards worked them out, when they were; else made here. */
  worked: GameBoards = gameBoards(game, courses),
): SideGamesView {
  const scope = overallRounds(game, worked.rounds);
  const inputs = scope.map((round) => round.input);
  const core = worked.coreOver(scope);
  const order = core.entries.map((entry) => entry.playerId);
  const sideGames = game.sideGames ?? {};
  const nassau =
    game.isNassau && game.gameType === 'match_play' && inputs.length > 0
      ? playable(() =>
          matchNassau({
            rounds: inputs,
            stakesCents: game.nassauStakesCents ?? null,
            ...(sideGames.presses ? { presses: sideGames.presses } : {}),
            recordedPresses: game.recordedPresses ?? [],
          }),
        )
      : null;
  const wolfResult = sideGames.wolf && inputs.length > 0 ? playable(() => wolf(onStrokes(inputs), game.wolfChoices ?? [])) : null;
  const vegasResult = sideGames.vegas && inputs.length > 0 ? playable(() => vegas(onStrokes(inputs))) : null;
  const none = { junk: null, bingoBangoBongo: null, snake: null };
  const facts = playable(() => playFactsGames(game, scope, order)) ?? none;
  const entries = moneyEntries(game, core, inputs, { nassau, wolf: wolfResult, vegas: vegasResult, facts }, order);
  const names = new Map(game.players.map((p) => [p.id, p.name]));
  const players = order.flatMap((playerId) => (names.has(playerId) ? [{ playerId, name: names.get(playerId)! }] : []));
  return {
    presses: nassau ? pressLines(nassau) : [],
    wolf: wolfResult,
    vegas: vegasResult,
    facts,
    money: gameLedger(players, entries),
  };
}
