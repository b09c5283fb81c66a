import type { LeaderboardRoundState, LeaderboardView } from '@golf/contracts';

/** A choice of the round selector: every round together, or one round with its progress. */
export type RoundOption = { value: string; roundNumber: number | null; state: LeaderboardRoundState | null };

export const OVERALL = 'overall';

/** Overall Leaderboard, then Round 1 … n. Only games of more than one round show a selector. */
export function roundOptions(view: Pick<LeaderboardView, 'rounds'>): RoundOption[] | null {
  if (view.rounds.length <= 1) return null;
  return [
    { value: OVERALL, roundNumber: null, state: null },
    ...[...view.rounds]
      .sort((a, b) => a.roundNumber - b.roundNumber)
      .map((round) => ({ value: `round-${round.roundNumber}`, roundNumber: round.roundNumber, state: round.state })),
  ];
}

/** The round number of a selector value, or null for the overall leaderboard. */
export function roundOf(value: string): number | null {
  const match = /^round-(\d+)$/.exec(value);
  return match ? Number(match[1]) : null;
}
