import type { LeaderboardView } from '@golf/contracts';
import { formatCents } from '@golf/golf';

/** Skins carried into the next hole, and those carried past a round's last hole (never awarded). */
export function SkinsCard({ skins }: { skins: NonNullable<LeaderboardView['skins']> }) {
  return (
    <section className="card card--stack lb-card" aria-label="Skins">
      <h2 className="lb-card__title">Skins</h2>
      <dl className="lb-facts">
        <div>
          <dt>Carried over</dt>
          <dd>{skins.carriedOver}</dd>
        </div>
        <div>
          <dt>Unclaimed</dt>
          <dd>{skins.unclaimed}</dd>
        </div>
        <div>
          <dt>Per skin</dt>
          <dd>{formatCents(skins.valueCents)}</dd>
        </div>
      </dl>
      {skins.unclaimed > 0 ? (
        <p className="lb-card__note">
          {skins.unclaimed} skin{skins.unclaimed === 1 ? ' was' : 's were'} carried over, unclaimed.
        </p>
      ) : null}
    </section>
  );
}
