import type { NassauBetView } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { betState } from '../model/nassau-state.ts';

const BET_NAMES: Record<NassauBetView['betType'], string> = { front_9: 'Front 9', back_9: 'Back 9', overall_18: 'Overall 18' };

/** The three Nassau bets: what each is played for, who leads or won it, a tie splitting it. */
export function NassauCard({ bets, nameOf }: { bets: readonly NassauBetView[]; nameOf: (playerId: string) => string }) {
  return (
    <section className="card card--stack lb-card" aria-label="Nassau">
      <h2 className="lb-card__title">Nassau</h2>
      <ul className="lb-bets">
        {bets.map((bet) => {
          const names = bet.winners.map(nameOf).join(', ');
          const state = betState(bet);
          return (
            <li key={bet.betType} className="lb-bets__bet">
              <span className="lb-bets__name">
                {BET_NAMES[bet.betType]}
                <span className="lb-bets__holes">
                  Holes {bet.holes.from}-{bet.holes.to}
                  {bet.stakeCents > 0 ? ` · for ${formatCents(bet.stakeCents)}` : ''}
                </span>
              </span>
              <span className="lb-bets__result">
                <span className="lb-bets__state">{state}</span> {names}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
