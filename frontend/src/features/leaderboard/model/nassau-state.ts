import type { NassauBetView } from '@golf/contracts';

/** Where a bet stands: won or tied once complete; led or level while played; not started before anyone has a hole of it. */
export function betState(bet: Pick<NassauBetView, 'complete' | 'tied' | 'winners'>): string {
  if (bet.complete) return bet.tied ? 'Tied' : 'Won by';
  if (bet.winners.length === 0) return 'Not started';
  return bet.tied ? 'Level' : 'Leading';
}
