import { openManualPress, type PressDecision, type PressRequest } from '../betting/manual-press.ts';
import { cardedRounds, overallRounds, type CourseFacts } from '../leaderboards/leaderboard-game.ts';
import type { SideGamesGame } from './side-games-game.ts';

/**
 * Whether a manual press may open in a game as its stream's fold holds it, and the press to record
 * (docs/golf-rules.md section 11): `openManualPress` over the game's match, after checking the game
 * plays a Nassau in match play.
 */
export function openGamePress(game: SideGamesGame, courses: CourseFacts, request: PressRequest): PressDecision {
  if (!game.isNassau || game.gameType !== 'match_play') {
    return { ok: false, refusal: { kind: 'conflict', message: 'Presses are for a Nassau in match play, and this game has none' } };
  }
  const rounds = overallRounds(game, cardedRounds(game, courses)).map((round) => round.input);
  if (rounds.length === 0) return { ok: false, refusal: { kind: 'conflict', message: 'This game has no round to press in yet' } };
  return openManualPress(
    {
      rounds,
      stakesCents: game.nassauStakesCents ?? null,
      ...(game.sideGames?.presses ? { presses: game.sideGames.presses } : {}),
      recordedPresses: game.recordedPresses ?? [],
    },
    request,
  );
}
