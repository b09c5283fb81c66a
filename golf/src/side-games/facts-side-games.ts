import { isRecorded } from '../hole-facts/hole-facts.ts';
import type { PlayableRound } from '../formats/game-rounds.ts';
import type { LedgerEntry } from '../money/ledger.ts';
import { bingoBangoBongo, type BingoBangoBongoResult } from './bingo-bango-bongo.ts';
import { indexFactsRound, type FactsGameInput } from './facts-round.ts';
import { junk, type JunkResult } from './junk.ts';
import type { SideGamesGame } from './side-games-game.ts';
import { SNAKE_PUTTS, snake, type SnakeResult } from './snake.ts';

/** The snake on a board: its holder now, who took it when, and each player's three-putts (or worse). */
export interface SnakeBoard extends SnakeResult {
  threePutts: { playerId: string; count: number }[];
}

/** The games on the hole facts as played over a board's rounds; null where the game does not play one. */
export interface FactsGamesPlayed {
  junk: JunkResult | null;
  bingoBangoBongo: BingoBangoBongoResult | null;
  snake: SnakeBoard | null;
}

/** A round of the board: its number and its card's holes. */
export type FactsGameRound = Pick<PlayableRound, 'roundNumber' | 'input'>;

/**
 * The rounds of a game as the hole-fact games read them (docs/golf-rules.md section 15): each
 * round's holes and pars from its card, its scores with their facts in the fold's order (one per
 * player and hole, a correction already in place) and its holes' awards; players in the order
 * they joined, those of `onBoard` only (the ledger's players) when given.
 */
export function factsGameInput(game: SideGamesGame, rounds: readonly FactsGameRound[], onBoard?: readonly string[]): FactsGameInput {
  const players = game.players.map((player) => player.id).filter((id) => !onBoard || onBoard.includes(id));
  return {
    playerIds: players,
    rounds: rounds.map((round) => ({
      holes: round.input.holes.map((hole) => ({ number: hole.number, par: hole.par })),
      // The game's own score objects (values): what the games keep per score is kept across batches (decision 0853).
      scores: game.scores.filter((score) => score.roundNumber === round.roundNumber),
      awards: (game.holeAwards ?? [])
        .filter((award) => award.roundNumber === round.roundNumber)
        .map(({ holeNumber, bingo, bango, bongo, closestToPin }) => ({ holeNumber, bingo, bango, bongo, closestToPin })),
    })),
  };
}

/** Each player's holes with putts recorded at three or more, over every round. */
function threePutts(input: FactsGameInput): SnakeBoard['threePutts'] {
  // Each round's last score per player and hole (a correction replaces what it corrects), looked up, not searched for.
  const indexed = input.rounds.map((round) => indexFactsRound(round, input.playerIds));
  const counts = input.playerIds.map(() => 0);
  input.rounds.forEach((round, index) => {
    for (const hole of round.holes) {
      indexed[index]!.scoresOn(hole.number).forEach((score, at) => {
        const putts = score?.facts?.putts;
        if (isRecorded(putts) && putts >= SNAKE_PUTTS) counts[at] = counts[at]! + 1;
      });
    }
  });
  return input.playerIds.map((playerId, at) => ({ playerId, count: counts[at]! }));
}

/** Junk, Bingo Bango Bongo and the snake over the rounds, each where the game plays it. */
export function playFactsGames(game: SideGamesGame, rounds: readonly FactsGameRound[], onBoard?: readonly string[]): FactsGamesPlayed {
  const side = game.sideGames ?? {};
  const input = factsGameInput(game, rounds, onBoard);
  const snakePlayed = side.snake ? snake(input, { valueCents: side.snake.valueCents }) : null;
  return {
    junk: side.junk ? junk(input, { valueCents: side.junk.valueCents, dots: side.junk.dots }) : null,
    bingoBangoBongo: side.bingoBangoBongo ? bingoBangoBongo(input, { valueCents: side.bingoBangoBongo.valueCents }) : null,
    snake: snakePlayed ? { ...snakePlayed, threePutts: threePutts(input) } : null,
  };
}

/** The ledger lines of the hole-fact games played, in the Money view's order: junk, Bingo Bango Bongo, snake. */
export function factsGamesEntries(played: FactsGamesPlayed): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  if (played.junk) entries.push({ game: 'junk', label: 'Junk', cents: played.junk.cents });
  if (played.bingoBangoBongo) entries.push({ game: 'bingo_bango_bongo', label: 'Bingo Bango Bongo', cents: played.bingoBangoBongo.cents });
  if (played.snake) entries.push({ game: 'snake', label: 'Snake', cents: played.snake.cents });
  return entries;
}
