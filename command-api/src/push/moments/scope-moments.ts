import type { DatabasePool } from 'slonik';
import {
  boardMoments,
  paceMoments,
  tripLeaderMoment,
  tripStandings,
  type LeaderboardBoardView,
  type Moment,
  type MomentNotification,
  type TripStandingsView,
} from '@golf/golf';
import { getLeaderboardView, listTripMembers, listTripOverallBoards, OVERALL_LEADERBOARD } from '@golf/read-db';
import { noteWhereCupStands } from './cup-scope.ts';
import { lockScope, noteScope, saveScope } from './moment-records.ts';

/** A scope: the game or trip whose moments are decided together (and paced together). */
export type Scope = { kind: 'game'; id: string } | { kind: 'trip'; id: string };

export const scopeName = (scope: Scope) => `${scope.kind}:${scope.id}`;

/** What is compared for a scope now: a game's overall board, a trip's standings over its finished games. */
async function documentOf(pool: DatabasePool, scope: Scope): Promise<string | null> {
  if (scope.kind === 'game') return (await getLeaderboardView(pool, scope.id, OVERALL_LEADERBOARD))?.view ?? null;
  const [boards, members] = await Promise.all([listTripOverallBoards(pool, scope.id), listTripMembers(pool, scope.id)]);
  const finished = boards.map((view) => JSON.parse(view) as LeaderboardBoardView).filter((board) => board.status === 'completed');
  const fullName = (user: { firstName: string | null; lastName: string | null; email: string }) =>
    [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return JSON.stringify(
    tripStandings(
      finished,
      members.map((member) => ({ userId: member.userId, name: fullName(member.user) })),
    ),
  );
}

/**
 * Where a scope stands as someone follows it (the follow route calls it before answering), so
 * their first moments are counted from there, however soon the next score comes.
 */
export async function noteWhereScopeStands(pool: DatabasePool, scope: Scope): Promise<void> {
  const document = await documentOf(pool, scope);
  if (document !== null) await noteScope(pool, scopeName(scope), document);
  if (scope.kind === 'trip') await noteWhereCupStands(pool, scope.id);
}

/** The moments between the document last looked at and now (golf's rules): none the first time. */
function momentsBetween(scope: Scope, before: string, after: string): Moment[] {
  if (scope.kind === 'game') return boardMoments(JSON.parse(before) as LeaderboardBoardView, JSON.parse(after) as LeaderboardBoardView);
  const was = JSON.parse(before) as TripStandingsView;
  const now = JSON.parse(after) as TripStandingsView;
  const finishedNow = now.games.find((game) => !was.games.some((earlier) => earlier.gameId === game.gameId)) ?? now.games.at(-1);
  return finishedNow ? tripLeaderMoment(scope.id, finishedNow.gameId, was, now) : [];
}

/**
 * Decides a scope's notifications at `now`, in one transaction that holds the scope's record: the
 * moments since the document last looked at, with those held back before, paced (once only, one
 * per kind a minute, folded). The first look at a scope only notes where it stands.
 */
export async function decideScope(pool: DatabasePool, scope: Scope, now: Date): Promise<MomentNotification[]> {
  const document = await documentOf(pool, scope);
  if (document === null) return [];
  return pool.transaction(async (tx) => {
    const record = await lockScope(tx, scopeName(scope));
    const fresh = record.document === null || record.document === document ? [] : momentsBetween(scope, record.document, document);
    const paced = paceMoments([...record.held, ...fresh], record.sent, now);
    await saveScope(tx, scopeName(scope), { document, send: paced.send, held: paced.held }, now);
    return paced.send;
  });
}
