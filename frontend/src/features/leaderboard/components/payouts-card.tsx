import type { LeaderboardPayout } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { DollarSignIcon } from '../../../components/icons/dollar-sign-icon.tsx';
import { placeName, placementTone } from '../model/placement.ts';

const BET_NAMES: Record<LeaderboardPayout['betType'], string> = {
  overall: '',
  front_9: 'Front 9',
  back_9: 'Back 9',
  overall_18: 'Overall 18',
};

type PayoutsCardProps = { payouts: readonly LeaderboardPayout[]; prizePoolCents: number; nameOf: (playerId: string) => string };

/** Each place's prize and who takes it (ties share), and the total prize pool; dollars with 2 decimals. */
export function PayoutsCard({ payouts, prizePoolCents, nameOf }: PayoutsCardProps) {
  return (
    <section className="card card--stack lb-card" aria-label="Prize Payouts">
      <h2 className="lb-card__title">
        <DollarSignIcon size={18} />
        Prize Payouts
      </h2>
      <ul className="lb-payouts">
        {payouts.map((payout) => (
          <li key={`${payout.betType}-${payout.position}`} className={`lb-payout lb-payout--${placementTone(payout.position)}`}>
            <span className="lb-payout__place">
              {BET_NAMES[payout.betType] ? `${BET_NAMES[payout.betType]} · ` : ''}
              {placeName(payout.position)}
            </span>
            <span className="lb-payout__amount">{formatCents(payout.amountCents)}</span>
            <span className="lb-payout__winners">
              {payout.playerIds.length === 0
                ? 'Not awarded'
                : payout.playerIds.length === 1
                  ? nameOf(payout.playerIds[0]!)
                  : `${payout.playerIds.map(nameOf).join(', ')}: ${formatCents(payout.shareCents)} each`}
            </span>
          </li>
        ))}
      </ul>
      <p className="lb-payouts__pool">
        <span>Total Prize Pool</span>
        <strong>{formatCents(prizePoolCents)}</strong>
      </p>
    </section>
  );
}
