import type { AdminDailyActivity } from '@golf/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Measure = 'gamesCreated' | 'roundsCompleted' | 'scoresEntered';

type ActivityChartProps = { title: string; measure: Measure; daily: readonly AdminDailyActivity[]; color: string };

/** "Mar 4" for the axis and the tooltip; the dates are UTC days. */
const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "1.2K" rather than "1,200": the axis is narrow on a phone. */
const compact = new Intl.NumberFormat(undefined, { notation: 'compact' });

/** One measure per day over the last 30 days as bars, with the period's total and today's count in words. */
export function ActivityChart({ title, measure, daily, color }: ActivityChartProps) {
  const total = daily.reduce((sum, day) => sum + day[measure], 0);
  const today = daily.at(-1)?.[measure] ?? 0;
  return (
    <figure className="activity-chart" aria-label={title} data-total={total}>
      <figcaption className="activity-chart__caption">
        <span className="activity-chart__title">{title}</span>
        <span className="activity-chart__summary">
          <strong>{total.toLocaleString()}</strong> in 30 days · {today.toLocaleString()} today
        </span>
      </figcaption>
      <div className="activity-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...daily]} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={36} tickFormatter={(value: number) => compact.format(value)} />
            <Tooltip
              labelFormatter={(date) => shortDate(String(date))}
              formatter={(value) => [value, title]}
              cursor={{ fill: 'var(--color-surface-muted)' }}
            />
            <Bar dataKey={measure} fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
