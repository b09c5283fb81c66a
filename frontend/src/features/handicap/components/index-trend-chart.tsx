import type { HandicapRecordView } from '@golf/contracts';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { indexTrend, oneDecimal, playedOn } from '../model/handicap-figures.ts';

/** "May 3" on the axis. */
const shortDate = (playedAt: string) => new Date(playedAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** The index after each counted round over time, oldest on the left; from the first index on. */
export function IndexTrendChart({ record }: { record: HandicapRecordView }) {
  const points = indexTrend(record);
  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const indexes = points.map((point) => point.index);
  // Whole strokes around the line, a stroke of room above and below.
  const domain = [Math.floor(Math.min(...indexes)) - 1, Math.ceil(Math.max(...indexes)) + 1];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trend</CardTitle>
      </CardHeader>
      <CardContent>
        <figure className="index-trend" aria-label="Handicap Index over time" data-points={points.length}>
          <figcaption className="index-trend__caption">
            {points.length === 1
              ? `${oneDecimal(first.index)} since ${playedOn(first.playedAt)}`
              : `${oneDecimal(first.index)} on ${playedOn(first.playedAt)} → ${oneDecimal(last.index)} on ${playedOn(last.playedAt)}`}
          </figcaption>
          <div className="index-trend__plot" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid vertical={false} stroke="var(--color-border)" />
                <XAxis dataKey="playedAt" tickFormatter={shortDate} tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
                <YAxis
                  domain={domain}
                  allowDecimals={false}
                  tick={{ fontSize: 11 }}
                  width={36}
                  tickFormatter={(value: number) => oneDecimal(value)}
                />
                <Tooltip
                  labelFormatter={(playedAt) => playedOn(String(playedAt))}
                  formatter={(value) => [oneDecimal(Number(value)), 'Index']}
                />
                <Line
                  type="linear"
                  dataKey="index"
                  stroke="var(--color-primary)"
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
