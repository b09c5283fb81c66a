import type { GameStatusName, LeaderboardBoardView } from '../leaderboards/leaderboard-types.ts';
import type { GameTypeId } from '../games/game-type-id.ts';
import { gameMoney, type BoardMoney, type GameResultFigure } from './game-money.ts';
import { centsMoved, naiveCentsMoved, settleUp, type Payment } from './settle-up.ts';

/** A trip member as the standings name them. */
export interface TripStandingsMember {
  userId: string;
  name: string;
}

/** One person's line in one game of the trip. */
export interface TripPersonGame {
  gameId: string;
  position: number;
  tied: boolean;
  /** False while they have no hole played in the game: shown "not started", not as a position. */
  started: boolean;
  result: GameResultFigure;
  netCents: number;
}

/**
 * One person over the whole trip. `key` is `user:{id}` for someone who played with their
 * account (every member), else `name:{name in lower case}`: a player typed in by hand is the
 * same person in every game of the trip where the same name was typed.
 */
export interface TripPerson {
  key: string;
  userId: string | null;
  name: string;
  member: boolean;
  payoutCents: number;
  nassauCents: number;
  skinsCents: number;
  stakeCents: number;
  /** Wolf, Las Vegas and the hole-fact games. */
  sideGamesCents: number;
  netCents: number;
  games: TripPersonGame[];
}

export interface TripStandingsView {
  games: Array<{ gameId: string; name: string; gameType: GameTypeId; status: GameStatusName }>;
  /** Some game of the trip is not completed yet (being set up or played): the money may still move. */
  provisional: boolean;
  /** Most money won first, then by name. */
  people: TripPerson[];
  /** The fewest payments that square the trip (`from` and `to` are people's keys). */
  payments: Payment[];
  centsMoved: number;
  /** What settling every game on its own would move. */
  naiveCentsMoved: number;
}

const keyOf = (userId: string | null, name: string) => (userId ? `user:${userId}` : `name:${name.trim().toLowerCase()}`);

/**
 * The trip's standings from the overall leaderboards of its games (in the order given) and its
 * members: each person's money in every game (gameMoney: the ledger a board carries, decision
 * 0794), added up over the trip, and the
 * settle-up of those totals. Members who have not played yet are listed with nothing.
 */
export function tripStandings(
  boards: ReadonlyArray<LeaderboardBoardView & { money?: BoardMoney }>,
  members: readonly TripStandingsMember[],
): TripStandingsView {
  const people = new Map<string, TripPerson>();
  const personOf = (userId: string | null, name: string): TripPerson => {
    const key = keyOf(userId, name);
    let person = people.get(key);
    if (!person) {
      const member = userId !== null && members.some((m) => m.userId === userId);
      person = {
        key,
        userId,
        name,
        member,
        payoutCents: 0,
        nassauCents: 0,
        skinsCents: 0,
        stakeCents: 0,
        sideGamesCents: 0,
        netCents: 0,
        games: [],
      };
      people.set(key, person);
    }
    return person;
  };
  for (const member of members) personOf(member.userId, member.name);
  const perGame = boards.map((board) =>
    gameMoney(board).map((line) => {
      const person = personOf(line.userId, line.name);
      person.payoutCents += line.payoutCents;
      person.nassauCents += line.nassauCents;
      person.skinsCents += line.skinsCents;
      person.stakeCents += line.stakeCents;
      person.sideGamesCents += line.sideGamesCents;
      person.netCents += line.netCents;
      person.games.push({
        gameId: board.gameId,
        position: line.position,
        tied: line.tied,
        started: line.started,
        result: line.result,
        netCents: line.netCents,
      });
      return { id: person.key, cents: line.netCents };
    }),
  );
  const ranked = [...people.values()].sort((a, b) => b.netCents - a.netCents || a.name.localeCompare(b.name));
  const payments = settleUp(ranked.map((person) => ({ id: person.key, cents: person.netCents })));
  return {
    games: boards.map((board) => ({ gameId: board.gameId, name: board.gameName, gameType: board.gameType, status: board.status })),
    provisional: boards.some((board) => board.status !== 'completed'),
    people: ranked,
    payments,
    centsMoved: centsMoved(payments),
    naiveCentsMoved: naiveCentsMoved(perGame),
  };
}
