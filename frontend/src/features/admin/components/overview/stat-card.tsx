import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; icon: ReactNode; caption?: ReactNode };

/** One figure of the Overview: what it counts, the number, and a line saying what it means. */
export function StatCard({ label, value, icon, caption }: StatCardProps) {
  return (
    <section className="stat-card" aria-label={label}>
      <div className="stat-card__head">
        <h3 className="stat-card__label">{label}</h3>
        <span className="stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="stat-card__value">{value}</p>
      {caption ? <p className="stat-card__caption">{caption}</p> : null}
    </section>
  );
}
