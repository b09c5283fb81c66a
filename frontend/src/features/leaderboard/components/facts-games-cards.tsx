import type { BingoBangoBongoView, JunkView, SnakeView } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { countText } from '../../../lib/count-text.ts';

type NameOf = (playerId: string) => string;

const DOT_NAMES: Record<string, string> = { birdie: 'birdie', greenie: 'greenie', sandie: 'sandie', chip_in: 'chip-in', polie: 'polie' };

/** A hole as the cards name it: its number, with the round's where the board spans several. */
const holeName = (roundIndex: number, holeNumber: number, rounds: boolean) =>
  rounds ? `Round ${roundIndex + 1} hole ${holeNumber}` : `Hole ${holeNumber}`;

/** Junk (docs/golf-rules.md section 15): each player's dots and the holes they came on, most dots first. */
export function JunkCard({ junk, valueCents, nameOf }: { junk: JunkView; valueCents: number | undefined; nameOf: NameOf }) {
  const rounds = junk.players.some((p) => p.holes.some((h) => h.roundIndex > 0));
  const players = [...junk.players].sort((a, b) => b.dots - a.dots);
  return (
    <section className="card card--stack lb-card" aria-label="Junk">
      <h2 className="lb-card__title">Junk</h2>
      {valueCents !== undefined ? <p className="lb-card__note">{formatCents(valueCents)} a dot from every other player</p> : null}
      <ul className="lb-side-holes">
        {players.map((player) => (
          <li key={player.playerId} className="lb-side-holes__hole lb-facts__row">
            <strong className="lb-facts__name">{nameOf(player.playerId)}</strong>
            <span className="lb-facts__detail">
              {player.holes
                .map((h) => `${holeName(h.roundIndex, h.holeNumber, rounds)}: ${h.dots.map((d) => DOT_NAMES[d]).join(', ')}`)
                .join(' · ') || 'No dots yet'}
            </span>
            <span className="lb-side-holes__result">{countText(player.dots, 'dot')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Bingo Bango Bongo (section 15): each player's points and how they came, most points first. */
export function BingoBangoBongoCard({
  bbb,
  valueCents,
  nameOf,
}: {
  bbb: BingoBangoBongoView;
  valueCents: number | undefined;
  nameOf: NameOf;
}) {
  const players = [...bbb.players].sort((a, b) => b.points - a.points);
  return (
    <section className="card card--stack lb-card" aria-label="Bingo Bango Bongo">
      <h2 className="lb-card__title">Bingo Bango Bongo</h2>
      {valueCents !== undefined ? <p className="lb-card__note">{formatCents(valueCents)} a point, settled pair by pair</p> : null}
      <ul className="lb-side-holes">
        {players.map((player) => (
          <li key={player.playerId} className="lb-side-holes__hole lb-facts__row">
            <strong className="lb-facts__name">{nameOf(player.playerId)}</strong>
            <span className="lb-facts__detail">
              Bingo {player.bingo} · Bango {player.bango} · Bongo {player.bongo}
            </span>
            <span className="lb-side-holes__result">{countText(player.points, 'pt', 'pts')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The snake (section 15): who holds it, and each player's three-putts. */
export function SnakeCard({ snake, valueCents, nameOf }: { snake: SnakeView; valueCents: number | undefined; nameOf: NameOf }) {
  const holder = snake.holder;
  return (
    <section className="card card--stack lb-card" aria-label="Snake">
      <h2 className="lb-card__title">Snake</h2>
      <p className="lb-card__note">
        {holder ? (
          <>
            <strong className="lb-facts__holder">{nameOf(holder)}</strong> holds the snake
          </>
        ) : (
          'Nobody has three-putted yet'
        )}
        {valueCents !== undefined ? ` · ${formatCents(valueCents)} to each other player at the end` : null}
      </p>
      <ul className="lb-side-holes">
        {snake.threePutts.map((player) => (
          <li key={player.playerId} className="lb-side-holes__hole lb-facts__row" data-holder={player.playerId === holder}>
            <strong className="lb-facts__name">{nameOf(player.playerId)}</strong>
            <span className="lb-facts__detail">{player.playerId === holder ? 'Holds it' : ''}</span>
            <span className="lb-side-holes__result">{countText(player.count, 'three-putt')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
