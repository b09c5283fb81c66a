import { teamAssignmentError, teamAverageHandicap, teamName, type TeamConfiguration } from '@golf/golf';
import { slotHandicap, type PlayerSlot } from './player-slots.ts';

/** The team step's choices: a team number (1 … teamCount) per slot key, null while unassigned. */
export type TeamPicks = Record<string, number | null>;

export type TeamSummary = {
  teamNumber: number;
  name: string;
  members: PlayerSlot[];
  full: boolean;
  /** Shown once the team is full: its players' average handicap index, to 0.1. */
  averageHandicap: number | null;
};

export function teamSummaries(slots: readonly PlayerSlot[], picks: TeamPicks, config: TeamConfiguration): TeamSummary[] {
  return Array.from({ length: config.teamCount }, (_, index) => {
    const teamNumber = index + 1;
    const members = slots.filter((slot) => picks[slot.key] === teamNumber);
    const full = members.length === config.teamSize;
    return {
      teamNumber,
      name: teamName(teamNumber),
      members,
      full,
      averageHandicap: full ? teamAverageHandicap(members.map(slotHandicap)) : null,
    };
  });
}

/** The first problem with the picks ('All players must be assigned to a team', …) or null. */
export function teamPicksError(slots: readonly PlayerSlot[], picks: TeamPicks, config: TeamConfiguration): string | null {
  return teamAssignmentError(
    slots.map((slot) => ({ playerId: slot.key, teamNumber: picks[slot.key] ?? null })),
    config,
  );
}

/** Picks that still fit a (new) layout: teams beyond its count are cleared. */
export function fitPicks(picks: TeamPicks, config: TeamConfiguration): TeamPicks {
  return Object.fromEntries(Object.entries(picks).map(([key, team]) => [key, team !== null && team <= config.teamCount ? team : null]));
}

export const layoutLabel = (config: TeamConfiguration) => `${config.teamCount} teams of ${config.teamSize}`;
