import type { GameLeaderboards } from '../leaderboards/game-leaderboards.ts';
import type { CourseFacts } from '../leaderboards/leaderboard-game.ts';
import type { GameBoards } from '../leaderboards/game-boards.ts';
import type { PressSettings } from '../betting/press-types.ts';
import type { LeaderboardBoardView } from '../leaderboards/leaderboard-types.ts';
import type { PressLine } from '../leaderboards/press-lines.ts';
import type { GameMoneyView } from '../money/ledger.ts';
import type { BingoBangoBongoResult } from './bingo-bango-bongo.ts';
import type { SnakeBoard } from './facts-side-games.ts';
import { gameSideGames } from './game-side-games.ts';
import type { JunkDot, JunkResult } from './junk.ts';
import type { BoardHoleAwards, SideGamesGame } from './side-games-game.ts';
import type { VegasResult } from './vegas.ts';
import type { WolfResult } from './wolf.ts';

/** The side games on a board: what the game plays (null: not played), and each as played over the overall board's rounds. */
export interface BoardSideGames {
  settings: {
    skins: { valueCents: number } | null;
    presses: PressSettings | null;
    wolf: { pointValueCents: number } | null;
    vegas: { pointValueCents: number } | null;
    junk?: { valueCents: number; dots: JunkDot[] } | null;
    bingoBangoBongo?: { valueCents: number } | null;
    snake?: { valueCents: number } | null;
  };
  wolf: WolfResult | null;
  vegas: VegasResult | null;
  /** Each player's dots, hole by hole (docs/golf-rules.md section 15). */
  junk?: Omit<JunkResult, 'cents'> | null;
  bingoBangoBongo?: Omit<BingoBangoBongoResult, 'cents'> | null;
  /** Who holds the snake and each player's three-putts. */
  snake?: Omit<SnakeBoard, 'cents'> | null;
}

/** A board as the projector stores it: `gameLeaderboards`' view with the side games (`@golf/contracts`' LeaderboardView). */
export interface SideGamesBoardView extends LeaderboardBoardView {
  /** A match play Nassau's presses (docs/golf-rules.md section 11); [] without. */
  presses?: PressLine[];
  /** The side games beyond the Nassau, where the game plays one. */
  sideGames?: BoardSideGames;
  /** The overall board only: the game's money (section 14). */
  money?: GameMoneyView;
  /** Who took bingo, bango, bongo and closest to the pin on the board's holes; absent when none (decision 0809). */
  holeAwards?: BoardHoleAwards[];
}

/** The awards of a board's holes (a round's, or every round's on the overall board), in play order, someone awarded. */
function boardHoleAwards(game: SideGamesGame, round: number | null): BoardHoleAwards[] {
  return (game.holeAwards ?? [])
    .filter((a) => round === null || a.roundNumber === round)
    .filter((a) => a.bingo !== null || a.bango !== null || a.bongo !== null || a.closestToPin !== null)
    .map(({ roundNumber, holeNumber, bingo, bango, bongo, closestToPin }) => ({
      roundNumber,
      holeNumber,
      bingo,
      bango,
      bongo,
      closestToPin,
    }))
    .sort((a, b) => a.roundNumber - b.roundNumber || a.holeNumber - b.holeNumber);
}

/**
 * A game's boards with its side games (docs/golf-rules.md sections 11–15, decision 0792): every
 * board shows the match play Nassau's presses and, where the game plays one, skins on another
 * format, Wolf and Las Vegas as played over the overall board's rounds; the overall board carries
 * the game's money (what GET /api/games/{id}/money answers).
 */
export function withSideGames(
  figures: GameLeaderboards,
  game: SideGamesGame,
  courses: CourseFacts,
  /** The cards and boards `figures` were worked out from (`gameBoards`), so the side games do not work them out again. */
  worked?: GameBoards,
): GameLeaderboards & { boards: SideGamesBoardView[] } {
  const view = gameSideGames(game, courses, worked);
  const side = game.sideGames ?? {};
  const settings: BoardSideGames['settings'] = {
    skins: side.skins ?? null,
    presses: game.isNassau && game.gameType === 'match_play' ? (side.presses ?? null) : null,
    wolf: side.wolf ?? null,
    vegas: side.vegas ?? null,
    junk: side.junk ?? null,
    bingoBangoBongo: side.bingoBangoBongo ?? null,
    snake: side.snake ?? null,
  };
  const played = Object.values(settings).some((setting) => setting !== null);
  const { junk, bingoBangoBongo, snake } = view.facts;
  const sideGames: BoardSideGames | null = played
    ? {
        settings,
        wolf: view.wolf,
        vegas: view.vegas,
        junk: junk && { players: junk.players },
        bingoBangoBongo: bingoBangoBongo && { players: bingoBangoBongo.players, holes: bingoBangoBongo.holes },
        snake: snake && { holder: snake.holder, rounds: snake.rounds, threePutts: snake.threePutts },
      }
    : null;
  return {
    ...figures,
    boards: figures.boards.map((board) => {
      const holeAwards = boardHoleAwards(game, board.round);
      return {
        ...board,
        presses: view.presses,
        ...(sideGames ? { sideGames } : {}),
        ...(board.round === null ? { money: view.money } : {}),
        ...(holeAwards.length > 0 ? { holeAwards } : {}),
      };
    }),
  };
}
