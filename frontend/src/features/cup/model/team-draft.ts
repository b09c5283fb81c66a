import type { CupView, SetCupBody } from '@golf/contracts';

export type TeamDraft = { name: string; color: string; userIds: string[]; captainId: string | null };

/** The cup's teams as the form holds them; `plannedPoints` as typed ('' for none). */
export type CupDraft = { name: string; teams: [TeamDraft, TeamDraft]; holder: 0 | 1 | null; plannedPoints: string };

export const TEAM_COLORS = [
  { value: '#c0392b', label: 'Red' },
  { value: '#2c5aa0', label: 'Blue' },
  { value: '#1e7b4a', label: 'Green' },
  { value: '#b7791f', label: 'Gold' },
  { value: '#6b3fa0', label: 'Purple' },
  { value: '#1f2933', label: 'Black' },
] as const;

/** The form from the cup as set, or two empty teams, Red and Blue. */
export function initialDraft(cup: CupView | null): CupDraft {
  if (!cup) {
    return {
      name: 'The Cup',
      teams: [
        { name: 'Red', color: '#c0392b', userIds: [], captainId: null },
        { name: 'Blue', color: '#2c5aa0', userIds: [], captainId: null },
      ],
      holder: null,
      plannedPoints: '',
    };
  }
  const team = (t: CupView['teams'][number]): TeamDraft => ({
    name: t.name,
    color: t.color,
    userIds: t.players.map((p) => p.userId),
    captainId: t.captainId,
  });
  return {
    name: cup.name,
    teams: [team(cup.teams[0]), team(cup.teams[1])],
    holder: cup.holder,
    plannedPoints: cup.plannedPoints === null ? '' : String(cup.plannedPoints),
  };
}

/** The team a member plays for in the draft; null for none. */
export function teamOf(draft: CupDraft, userId: string): 0 | 1 | null {
  if (draft.teams[0].userIds.includes(userId)) return 0;
  if (draft.teams[1].userIds.includes(userId)) return 1;
  return null;
}

/** A member put on a team (or on none): off the other one; a captain moved away leaves the team's first player captain. */
export function assign(draft: CupDraft, userId: string, team: 0 | 1 | null): CupDraft {
  const teams = draft.teams.map((t, index) => {
    const userIds =
      index === team ? (t.userIds.includes(userId) ? t.userIds : [...t.userIds, userId]) : t.userIds.filter((id) => id !== userId);
    const captainId = t.captainId !== null && userIds.includes(t.captainId) ? t.captainId : (userIds[0] ?? null);
    return { ...t, userIds, captainId };
  }) as [TeamDraft, TeamDraft];
  return { ...draft, teams };
}

/** A team's detail changed: its name, colour or captain. */
export function changeTeam(draft: CupDraft, team: 0 | 1, change: Partial<Omit<TeamDraft, 'userIds'>>): CupDraft {
  const teams = draft.teams.map((t, index) => (index === team ? { ...t, ...change } : t)) as [TeamDraft, TeamDraft];
  return { ...draft, teams };
}

/** What keeps the form from being saved, said as the server would; null when it may be sent. */
export function draftProblem(draft: CupDraft): string | null {
  if (draft.teams.some((t) => t.name.trim() === '')) return 'Each team needs a name';
  if (draft.teams[0].name.trim().toLowerCase() === draft.teams[1].name.trim().toLowerCase()) return 'The two teams need different names';
  if (draft.teams[0].color === draft.teams[1].color) return 'The two teams need different colours';
  if (draft.teams.some((t) => t.userIds.length === 0)) return 'Each team needs at least one player';
  const planned = draft.plannedPoints.trim();
  if (planned !== '' && !(Number(planned) > 0 && Number.isInteger(Number(planned) * 2)))
    return 'Planned points are whole or half points, like 28 or 14.5';
  return null;
}

/** The PUT body of a draft that may be sent. */
export function cupBody(draft: CupDraft): SetCupBody {
  const team = (t: TeamDraft) => ({
    name: t.name.trim(),
    color: t.color,
    userIds: t.userIds,
    ...(t.captainId ? { captainId: t.captainId } : {}),
  });
  const planned = draft.plannedPoints.trim();
  return {
    name: draft.name.trim() || 'The Cup',
    teams: [team(draft.teams[0]), team(draft.teams[1])],
    holder: draft.holder,
    plannedPoints: planned === '' ? null : Number(planned),
  };
}
