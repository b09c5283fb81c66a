import type { GameLeaderboards } from '../leaderboards/game-leaderboards.ts';
import type { CourseFacts } from '../leaderboards/leaderboard-game.ts';
import type { BoardSideGames } from '../leaderboards/leaderboard-types.ts';
import { gameSideGames } from './game-side-games.ts';
import type { SideGamesGame } from './side-games-game.ts';

/**
 * A game's boards with its side games (docs/golf-rules.md sections 11–14, decision 0792): every
 * board shows the match play Nassau's presses and, where the game plays one, skins on another
 * format, Wolf and Las Vegas as played over the overall board's rounds; the overall board carries
 * the game's money (what GET /api/games/{id}/money answers).
 */
export function withSideGames(figures: GameLeaderboards, game: SideGamesGame, courses: CourseFacts): GameLeaderboards {
  const view = gameSideGames(game, courses);
  const side = game.sideGames ?? {};
  const settings: BoardSideGames['settings'] = {
    skins: side.skins ?? null,
    presses: game.isNassau && game.gameType === 'match_play' ? (side.presses ?? null) : null,
    wolf: side.wolf ?? null,
    vegas: side.vegas ?? null,
  };
  const played = Object.values(settings).some((setting) => setting !== null);
  const sideGames: BoardSideGames | null = played ? { settings, wolf: view.wolf, vegas: view.vegas } : null;
  return {
    ...figures,
    boards: figures.boards.map((board) => ({
      ...board,
      presses: view.presses,
      ...(sideGames ? { sideGames } : {}),
      ...(board.round === null ? { money: view.money } : {}),
    })),
  };
}
