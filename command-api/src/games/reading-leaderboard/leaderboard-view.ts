import type { LeaderboardRoundState, LeaderboardView } from '@golf/contracts';
import type { LeaderboardPageRow, LeaderboardPartsRow } from '@golf/read-db';

/** What round progress is worked out from: the game's position and its rounds' statuses. */
interface RoundProgress {
  numberOfRounds: number;
  currentRound: number;
  status: LeaderboardView['status'];
  rounds: ReadonlyArray<{ roundNumber: number; status: string }>;
}

/**
 * Round progress as the leaderboard shows it (spec section 4): completed before the current
 * round (and every round of a completed game), in progress on the current round once it has
 * started, not started otherwise.
 */
export function roundStates(game: RoundProgress): LeaderboardView['rounds'] {
  return Array.from({ length: game.numberOfRounds }, (_, index) => {
    const roundNumber = index + 1;
    const started = game.rounds.some((r) => r.roundNumber === roundNumber && r.status !== 'not_started');
    let state: LeaderboardRoundState = 'not_started';
    if (game.status === 'completed' || roundNumber < game.currentRound) state = 'completed';
    else if (roundNumber === game.currentRound && started) state = 'in_progress';
    return { roundNumber, state };
  });
}

const CLOSING_BRACE = Buffer.from('}');

const NO_SUMMARY = JSON.stringify({ eagles: 0, birdies: 0, pars: 0, bogeys: 0, doubles: 0, birdiesPlus: 0 });

/** The view's fields that come from the game rather than from the projected board. */
type ViewHead = Omit<LeaderboardView, 'entries' | 'teams' | 'skins' | 'nassau' | 'payouts' | 'prizePoolCents' | 'summary'>;

/**
 * A stored board's parts as the view's board fields, JSON text without braces: spliced in as
 * `read.leaderboards` stores them (already in the contract's shape), not parsed and serialized
 * again. Prizes are paid on the game's overall standings, so a round's view shows the overall
 * payouts too; a board the projector has none of (a round without a card) shows no lines.
 */
export function boardJson(parts: LeaderboardPartsRow): string {
  return [
    `"entries":${parts.entries ?? '[]'}`,
    `"teams":${parts.teams ?? '[]'}`,
    `"skins":${parts.skins ?? 'null'}`,
    `"nassau":${parts.nassau ?? '[]'}`,
    `"payouts":${parts.payouts ?? '[]'}`,
    `"prizePoolCents":${parts.prizePoolCents ?? 0}`,
    `"summary":${parts.summary ?? NO_SUMMARY}`,
  ].join(',');
}

/** The LeaderboardView of `round` (null: overall) as UTF-8 JSON: the game's fields, then the board's (boardJson, as bytes). */
export function leaderboardViewJson(page: LeaderboardPageRow, round: number | null, board: Buffer): Buffer {
  const shownRound = round ?? page.currentRound;
  const head: ViewHead = {
    gameId: page.id,
    gameName: page.name,
    gameType: page.gameType,
    scoringType: page.scoringType,
    round,
    courseName: page.rounds.find((r) => r.roundNumber === shownRound)?.courseName ?? null,
    rounds: roundStates(page),
    currentRound: page.currentRound,
    currentHole: page.currentHole,
    status: page.status,
  };
  return Buffer.concat([Buffer.from(`${JSON.stringify(head).slice(0, -1)},`), board, CLOSING_BRACE]);
}
