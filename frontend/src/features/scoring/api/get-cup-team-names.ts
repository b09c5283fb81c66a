import { useQuery } from '@tanstack/react-query';
import { cupQueryOptions } from '../../../lib/cup-query.ts';

/**
 * The cup's team names, team 0's first (a cup match's side 1), for a cup match's scoring screen;
 * null for another game, while the cup is read, or when it cannot be (the sides are then "Team 1"
 * and "Team 2").
 */
export function useCupTeamNames(tripId: string | null, isCupMatch: boolean): readonly [string, string] | null {
  const cup = useQuery({ ...cupQueryOptions(tripId ?? ''), enabled: isCupMatch && tripId !== null });
  const teams = cup.data?.teams;
  return teams ? [teams[0].name, teams[1].name] : null;
}
