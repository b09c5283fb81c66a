import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMyRoundStats, useMyStats, type StatsRounds } from '../api/get-my-stats.ts';
import { hasFacts, statsFigures, statsTrend } from '../model/stats-figures.ts';
import '../stats.css';

const shortDate = (playedAt: string) => new Date(playedAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
const CHOICES: StatsRounds[] = [5, 10, 20];

/**
 * The profile's statistics (docs/golf-rules.md section 15): fairways, greens, putts, scrambling,
 * sand saves and penalties over the last 5, 10 or 20 completed rounds, and their trend round by
 * round (greens in regulation and putts per round).
 */
export function StatsSection() {
  const [rounds, setRounds] = useState<StatsRounds>(10);
  const sums = useMyStats(rounds).data;
  const trend = statsTrend(useMyRoundStats(rounds).data?.rounds ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="stats-choice" role="group" aria-label="Rounds counted">
          {CHOICES.map((choice) => (
            <button key={choice} type="button" aria-pressed={choice === rounds} onClick={() => setRounds(choice)}>
              Last {choice}
            </button>
          ))}
        </div>
        {!sums ? null : !hasFacts(sums) ? (
          <p className="stats-empty">
            {sums.rounds === 0
              ? 'No completed round yet.'
              : `Nothing but strokes recorded in your last ${sums.rounds} round${sums.rounds === 1 ? '' : 's'}.`}{' '}
            Turn on “Putts, fairways and more” while scoring to see your fairways, greens and putts here.
          </p>
        ) : (
          <>
            <p className="stats-over">
              Over {sums.rounds} round{sums.rounds === 1 ? '' : 's'}
            </p>
            <dl className="stats-grid">
              {statsFigures(sums).map((figure) => (
                <div key={figure.name} className="stats-grid__item">
                  <dt>{figure.name}</dt>
                  <dd>
                    <strong>{figure.value}</strong>
                    <span>{figure.detail}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {trend.length > 1 ? (
          <figure className="stats-trend" aria-label="Greens in regulation and putts, round by round">
            <figcaption>
              Trend: <span className="stats-trend__greens">greens %</span> · <span className="stats-trend__putts">putts</span>
            </figcaption>
            <div className="stats-trend__plot" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={trend} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid vertical={false} stroke="var(--color-border)" />
                  <XAxis dataKey="playedAt" tickFormatter={shortDate} tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
                  <YAxis yAxisId="greens" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 11 }} width={32} />
                  <YAxis
                    yAxisId="putts"
                    orientation="right"
                    domain={[20, 45]}
                    ticks={[20, 25, 30, 35, 40, 45]}
                    tick={{ fontSize: 11 }}
                    width={28}
                  />
                  <Line
                    yAxisId="greens"
                    dataKey="greens"
                    stroke="var(--color-primary)"
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    connectNulls
                    isAnimationActive={false}
                  />
                  <Line
                    yAxisId="putts"
                    dataKey="putts"
                    stroke="#b45309"
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    connectNulls
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
          </figure>
        ) : null}
      </CardContent>
    </Card>
  );
}
