import type { LeaderboardRoundState, LeaderboardView } from '@golf/contracts';
import type { GameRecord, LeaderboardRecord } from '@golf/read-db';

/**
 * Round progress as the leaderboard shows it (spec section 4): completed before the current
 * round (and every round of a completed game), in progress on the current round once it has
 * started, not started otherwise.
 */
export function roundStates(game: Pick<GameRecord, 'numberOfRounds' | 'currentRound' | 'status' | 'rounds'>): LeaderboardView['rounds'] {
  return Array.from({ length: game.numberOfRounds }, (_, index) => {
    const roundNumber = index + 1;
    const started = game.rounds.some((r) => r.roundNumber === roundNumber && r.status !== 'not_started');
    let state: LeaderboardRoundState = 'not_started';
    if (game.status === 'completed' || roundNumber < game.currentRound) state = 'completed';
    else if (roundNumber === game.currentRound && started) state = 'in_progress';
    return { roundNumber, state };
  });
}

const NO_SUMMARY = { eagles: 0, birdies: 0, pars: 0, bogeys: 0, doubles: 0, birdiesPlus: 0 };

/**
 * The leaderboard view of `round` (null: overall) from the projected rows. Prizes are paid on
 * the game's overall standings, so a round's view shows the overall payouts too.
 */
export function leaderboardViewOf(game: GameRecord, round: number | null, board: LeaderboardRecord, overall: LeaderboardRecord): LeaderboardView {
  const shownRound = round ?? game.currentRound;
  const course = game.rounds.find((r) => r.roundNumber === shownRound)?.course ?? null;
  return {
    gameId: game.id,
    gameName: game.name,
    gameType: game.gameType,
    scoringType: game.scoringType,
    round,
    courseName: course?.name ?? null,
    rounds: roundStates(game),
    currentRound: game.currentRound,
    currentHole: game.currentHole,
    status: game.status,
    entries: board.entries.map(({ details, ...entry }) => ({ ...entry, ...details })),
    teams: board.teams,
    skins: board.results?.skins ?? null,
    nassau: board.results?.nassau ?? [],
    payouts: overall.results?.payouts ?? [],
    prizePoolCents: overall.results?.prizePoolCents ?? 0,
    summary: board.results?.summary ?? NO_SUMMARY,
  };
}
