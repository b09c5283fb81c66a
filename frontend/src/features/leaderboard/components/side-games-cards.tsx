import type { GameMoneyView, VegasView, WolfView } from '@golf/contracts';
import { formatCents } from '@golf/golf';

type NameOf = (playerId: string) => string;

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));
const signedPoints = (points: number) => (points > 0 ? `+${points}` : String(points));

/** What the wolf chose on a hole, in words. */
function choiceText(hole: WolfView['holes'][number], nameOf: NameOf): string {
  if (hole.choice === null) return hole.status === 'not_started' ? 'Not played' : 'Waiting for the wolf';
  if (hole.choice === 'partner') return `With ${hole.partnerId ? nameOf(hole.partnerId) : 'a partner'}`;
  return hole.choice === 'lone' ? 'Lone wolf' : 'Blind wolf';
}

/**
 * A scored hole's points: with a partner, the winners' (the losers lose as much); alone, the
 * wolf's and the others' each, so that a lone wolf's +6 reads against the three −2s.
 */
function wolfResult(hole: WolfView['holes'][number], nameOf: NameOf): string {
  if (hole.winner === null) return 'Halved';
  if (hole.choice === 'partner') {
    return hole.points
      .filter((p) => p.points > 0)
      .map((p) => `${nameOf(p.playerId)} ${signedPoints(p.points)}`)
      .join(', ');
  }
  const wolfPoints = hole.points.find((p) => p.playerId === hole.wolfId)?.points ?? 0;
  const other = hole.points.find((p) => p.playerId !== hole.wolfId)?.points ?? 0;
  return `${nameOf(hole.wolfId)} ${signedPoints(wolfPoints)}, others ${signedPoints(other)}`;
}

/** Wolf hole by hole (docs/golf-rules.md section 12): the wolf, the choice, the points; a hole without a choice waits for the wolf. */
export function WolfCard({ wolf, nameOf }: { wolf: WolfView; nameOf: NameOf }) {
  const played = wolf.holes.filter((hole) => hole.status !== 'not_started' || hole.choice !== null);
  return (
    <section className="card card--stack lb-card" aria-label="Wolf">
      <h2 className="lb-card__title">Wolf</h2>
      <p className="lb-card__note">Points: {wolf.totals.map((t) => `${nameOf(t.playerId)} ${signedPoints(t.points)}`).join(' · ')}</p>
      <ul className="lb-side-holes">
        {played.map((hole) => (
          <li key={`${hole.roundNumber}.${hole.holeNumber}`} className="lb-side-holes__hole" data-status={hole.status}>
            <span className="lb-side-holes__number">{hole.holeNumber}</span>
            <span>
              <strong>{nameOf(hole.wolfId)}</strong> · {choiceText(hole, nameOf)}
            </span>
            <span className="lb-side-holes__result">{hole.status === 'scored' ? wolfResult(hole, nameOf) : ''}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Las Vegas hole by hole (docs/golf-rules.md section 13): each team's number, a flipped one marked, the points won. */
export function VegasCard({ vegas, nameOf }: { vegas: VegasView; nameOf: NameOf }) {
  const team = (index: 0 | 1) => vegas.teams[index].map(nameOf).join(' & ');
  const lead = vegas.team1Points === 0 ? 'Level' : `${team(vegas.team1Points > 0 ? 0 : 1)} +${Math.abs(vegas.team1Points)}`;
  return (
    <section className="card card--stack lb-card" aria-label="Las Vegas">
      <h2 className="lb-card__title">Las Vegas</h2>
      <p className="lb-card__note">
        {team(0)} v {team(1)}: {lead}
      </p>
      <ul className="lb-side-holes">
        {vegas.holes
          .filter((hole) => hole.numbers !== null)
          .map((hole) => (
            <li key={`${hole.roundNumber}.${hole.holeNumber}`} className="lb-side-holes__hole">
              <span className="lb-side-holes__number">{hole.holeNumber}</span>
              <span>{hole.numbers!.map((n, i) => `${n}${hole.flipped[i] ? ' (flipped)' : ''}`).join(' v ')}</span>
              <span className="lb-side-holes__result">{hole.winner === null ? 'Halved' : `Team ${hole.winner} +${hole.points}`}</span>
            </li>
          ))}
      </ul>
    </section>
  );
}

/** The game's money (docs/golf-rules.md section 14): each player's total and lines, then who pays whom. */
export function MoneyCard({ money, nameOf }: { money: GameMoneyView; nameOf: NameOf }) {
  return (
    <section className="card card--stack lb-card" aria-label="Money">
      <h2 className="lb-card__title">Money</h2>
      <ul className="lb-money">
        {money.players.map((player) => (
          <li key={player.playerId} className="lb-money__player">
            <span className="lb-money__name">{player.name}</span>
            <strong className="lb-money__net" data-sign={Math.sign(player.netCents)}>
              {signed(player.netCents)}
            </strong>
            <span className="lb-money__lines">
              {player.lines
                .filter((line) => line.cents !== 0)
                .map((line) => `${line.label} ${signed(line.cents)}`)
                .join(' · ') || 'Nothing won or owed yet'}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="lb-money__title">Settle up</h3>
      {money.payments.length === 0 ? (
        <p className="lb-card__note">Nobody owes anybody yet.</p>
      ) : (
        <ul className="lb-money__payments" aria-label="Who pays whom">
          {money.payments.map((payment) => (
            <li key={`${payment.fromPlayerId}-${payment.toPlayerId}`}>
              <strong>{nameOf(payment.fromPlayerId)}</strong> pays <strong>{nameOf(payment.toPlayerId)}</strong>{' '}
              {formatCents(payment.cents)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
