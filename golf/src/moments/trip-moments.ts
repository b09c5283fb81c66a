import type { TripStandingsView } from '../trips/trip-standings.ts';
import { namesText } from './board-moments.ts';
import type { Moment } from './moment-types.ts';

/** The people on top of a trip's standings: every one with the most money, once any money moved. */
function tripLeaders(standings: TripStandingsView): TripStandingsView['people'] {
  const top = standings.people[0];
  if (!top || top.netCents <= 0) return [];
  return standings.people.filter((person) => person.netCents === top.netCents);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/**
 * The trip's leader changing after a game (`gameId`, the game whose result moved the standings):
 * a moment when the people on top of `after` are not those of `before`; none when the lead holds.
 */
export function tripLeaderMoment(tripId: string, gameId: string, before: TripStandingsView, after: TripStandingsView): Moment[] {
  const was = tripLeaders(before).map((person) => person.key);
  const now = tripLeaders(after);
  if (now.length === 0 || now.map((person) => person.key).join() === was.join()) return [];
  const names = namesText(now.map((person) => person.name));
  const gameName = after.games.find((game) => game.gameId === gameId)?.name ?? 'the last game';
  return [
    {
      key: `trip_leader:${tripId}:${gameId}:${now.map((person) => person.key).join('+')}`,
      kind: 'trip_leader',
      gameId,
      title: now.length > 1 ? 'Trip lead shared' : 'New trip leader',
      body: `${names} ${now.length > 1 ? 'share' : 'leads'} the trip at +${dollars(now[0]!.netCents)} after ${gameName}`,
      roundNumber: null,
      holeNumber: null,
    },
  ];
}
