import type { TripMemberView, TripStandingsView, TripView } from '@golf/contracts';
import { formatCents, ordinal } from '@golf/golf';
import { countText } from '../../../lib/count-text.ts';

/** "May 1, 2026 – May 4, 2026", one end alone, or null without dates. Dates are calendar days: no time zone moves them. */
export function dateRangeText(trip: Pick<TripView, 'startDate' | 'endDate'>): string | null {
  const day = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  if (trip.startDate && trip.endDate)
    return trip.startDate === trip.endDate ? day(trip.startDate) : `${day(trip.startDate)} – ${day(trip.endDate)}`;
  if (trip.startDate) return `From ${day(trip.startDate)}`;
  if (trip.endDate) return `Until ${day(trip.endDate)}`;
  return null;
}

/** A member's full name, else their e-mail. */
export const memberName = (user: TripMemberView['user']) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** "+$12.50", "-$4.00" or "$0.00": money won or lost. */
export function signedMoney(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

type PersonGame = TripStandingsView['people'][number]['games'][number];
type Figure = PersonGame['result'];

/** "1st", "T2", or "Not started" before the person's first hole in the game (docs/golf-rules.md section 4). */
export function gamePlace(game: Pick<PersonGame, 'position' | 'tied' | 'started'>): string {
  if (!game.started) return 'Not started';
  return game.tied ? `T${game.position}` : ordinal(game.position);
}

/** A game result as its format counts it: "6 pts", "+3 quota", "4 holes", "2 skins", "78 strokes". */
export function resultText(result: Figure): string {
  switch (result.kind) {
    case 'quota':
      return `${result.value > 0 ? '+' : ''}${result.value} quota`;
    case 'holes':
      return countText(result.value, 'hole');
    case 'skins':
      return countText(result.value, 'skin');
    case 'strokes':
      return countText(result.value, 'stroke');
    default:
      return countText(result.value, 'pt', 'pts');
  }
}

/**
 * Why the standings are provisional (the screen marks them so beside its title): "2 of 3 games
 * are not completed yet…", "None of the 2 games is completed yet…", "The trip’s game is not…".
 */
export function provisionalText(standings: Pick<TripStandingsView, 'games'>): string {
  const open = standings.games.filter((game) => game.status !== 'completed').length;
  const total = standings.games.length;
  let games: string;
  if (open < total) games = `${open} of ${total} games ${open === 1 ? 'is' : 'are'} not completed yet`;
  else if (total === 1) games = 'The trip’s game is not completed yet';
  else games = `None of the ${total} games is completed yet`;
  return `${games}: the money may still change.`;
}

/** The name of a person of the standings by key ('user:…' or 'name:…'). */
export function personName(standings: TripStandingsView, key: string): string {
  return standings.people.find((person) => person.key === key)?.name ?? key.replace(/^(user|name):/, '');
}
