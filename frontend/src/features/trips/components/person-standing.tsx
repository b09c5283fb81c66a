import type { TripStandingsView } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { Badge } from '../../../components/ui/badge.tsx';
import { gamePlace, resultText, signedMoney } from '../model/trip-labels.ts';

type Person = TripStandingsView['people'][number];

const tone = (cents: number) => (cents > 0 ? 'money money--up' : cents < 0 ? 'money money--down' : 'money');

/** One person's line: their total, what it is made of, and each game they played. */
export function PersonStanding({ rank, person, gameNames }: { rank: number; person: Person; gameNames: ReadonlyMap<string, string> }) {
  const parts = [
    person.payoutCents ? `Prizes ${formatCents(person.payoutCents)}` : null,
    person.nassauCents ? `Nassau ${formatCents(person.nassauCents)}` : null,
    person.skinsCents ? `Skins ${formatCents(person.skinsCents)}` : null,
    person.sideGamesCents ? `Side games ${formatCents(person.sideGamesCents)}` : null,
    person.stakeCents ? `Stakes ${formatCents(person.stakeCents)}` : null,
  ].filter(Boolean);
  return (
    <li className="trip-person" aria-label={`${person.name} ${signedMoney(person.netCents)}`}>
      <div className="trip-person__head">
        <span className="trip-person__rank">{rank}</span>
        <span className="trip-person__name">
          {person.name}
          {person.member ? null : (
            <Badge
              variant="outline"
              title={person.userId ? 'Played with an account, not a member of the trip' : 'Played without an account: counted by name'}
            >
              Guest
            </Badge>
          )}
        </span>
        <span className={tone(person.netCents)}>{signedMoney(person.netCents)}</span>
      </div>
      {parts.length > 0 ? <p className="trip-person__parts">{parts.join(' · ')}</p> : null}
      {person.games.length > 0 ? (
        <ul className="trip-person__games">
          {person.games.map((game) => (
            <li key={game.gameId} className="trip-person__game">
              <span className="trip-person__game-name">{gameNames.get(game.gameId) ?? 'Game'}</span>
              <span className="trip-person__game-result">
                {gamePlace(game)} · {resultText(game.result)}
              </span>
              <span className={tone(game.netCents)}>{signedMoney(game.netCents)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="trip-person__parts">No games yet</p>
      )}
    </li>
  );
}
