import type { NassauBetView, PressLineView } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { betState } from '../model/nassau-state.ts';

const BET_NAMES: Record<NassauBetView['betType'], string> = { front_9: 'Front 9', back_9: 'Back 9', overall_18: 'Overall 18' };

/** Where a press stands: who is ahead or won it, level, or not started. */
function pressState(press: PressLineView, nameOf: (playerId: string) => string): string {
  if (press.winners.length === 0 && !press.tied) return 'Not started';
  if (press.tied) return press.complete ? 'Halved' : 'All square';
  return `${press.complete ? 'Won by' : 'Leads:'} ${press.winners.map(nameOf).join(' & ')}`;
}

/**
 * The three Nassau bets: what each is played for, who leads or won it, a tie splitting it; under
 * each, its presses (and their presses) with their holes, state and stake (docs/golf-rules.md section 11).
 */
export function NassauCard({
  bets,
  presses = [],
  nameOf,
}: {
  bets: readonly NassauBetView[];
  presses?: readonly PressLineView[];
  nameOf: (playerId: string) => string;
}) {
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
              {presses.some((press) => press.id.startsWith(`${bet.betType}@`)) ? (
                <ul className="lb-presses" aria-label={`Presses of the ${BET_NAMES[bet.betType]}`}>
                  {presses
                    .filter((press) => press.id.startsWith(`${bet.betType}@`))
                    .map((press) => (
                      <li key={press.id} className="lb-presses__press" data-depth={press.id.split('@').length - 1}>
                        <span>
                          {press.automatic ? 'Press' : 'Press (called)'} · holes {press.holes.from}-{press.holes.to}
                          {press.stakeCents > 0 ? ` · ${formatCents(press.stakeCents)}` : ''}
                        </span>
                        <span className="lb-presses__state">{pressState(press, nameOf)}</span>
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
