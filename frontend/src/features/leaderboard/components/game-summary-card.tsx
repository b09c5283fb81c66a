import type { GameSummaryStats } from '@golf/contracts';

/** Real counts over every hole played: eagles (or better), birdies and pars. */
export function GameSummaryCard({ summary }: { summary: GameSummaryStats }) {
  const counts: Array<[string, number]> = [
    ['Eagles', summary.eagles],
    ['Birdies', summary.birdies],
    ['Pars', summary.pars],
  ];
  return (
    <section className="card card--stack lb-card" aria-label="Game Summary">
      <h2 className="lb-card__title">Game Summary</h2>
      <dl className="lb-facts">
        {counts.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
