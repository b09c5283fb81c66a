import type { TripStandingsView } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { ArrowRightIcon } from '../../../components/icons/arrow-right-icon.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { personName } from '../model/trip-labels.ts';

/** Who pays whom to square the trip: the fewest payments, to the cent. */
export function SettleUpCard({ standings }: { standings: TripStandingsView }) {
  const { payments } = standings;
  const saved = standings.naiveCentsMoved - standings.centsMoved;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Settle Up</CardTitle>
        <CardDescription>
          {payments.length === 0
            ? 'Everyone is square.'
            : `${payments.length} ${payments.length === 1 ? 'payment' : 'payments'} moving ${formatCents(standings.centsMoved)} square the trip` +
              (saved > 0 ? ` (settling game by game would move ${formatCents(standings.naiveCentsMoved)}).` : '.')}
        </CardDescription>
      </CardHeader>
      {payments.length > 0 ? (
        <CardContent>
          <ul className="trip-payments" aria-label="Payments">
            {payments.map((payment) => (
              <li key={`${payment.from}>${payment.to}`} className="trip-payment">
                <span className="trip-payment__who">{personName(standings, payment.from)}</span>
                <ArrowRightIcon size={16} className="trip-payment__arrow" aria-label="pays" />
                <span className="trip-payment__who">{personName(standings, payment.to)}</span>
                <span className="trip-payment__amount">{formatCents(payment.cents)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
