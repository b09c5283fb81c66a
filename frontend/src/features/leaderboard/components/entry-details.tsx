import type { LeaderboardEntry } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { ScorecardGrid } from './scorecard-grid.tsx';
import { ScorecardLegend } from './scorecard-legend.tsx';

type EntryDetailsProps = { entry: LeaderboardEntry; showPoints: boolean; quota: boolean };

/** What an expanded row shows: the format's record (match, skins, quota) and each round's card. */
export function EntryDetails({ entry, showPoints, quota }: EntryDetailsProps) {
  const facts: Array<[string, string]> = [];
  if (entry.match) {
    facts.push(['Match', entry.match.status], ['W-T-L', `${entry.match.wins}-${entry.match.ties}-${entry.match.losses}`]);
  }
  if (entry.skins) facts.push(['Skins won', String(entry.skins.won)], ['Winnings', formatCents(entry.skins.valueCents)]);
  if (quota && entry.currentQuota !== null) facts.push(['Points', String(entry.totalPoints)], ['Quota', String(entry.currentQuota)]);
  const played = entry.scorecards.filter((card) => card.holes.some((hole) => hole.strokes !== null));
  const several = entry.scorecards.length > 1;

  return (
    <div className="lb-details">
      {facts.length > 0 ? (
        <dl className="lb-details__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {played.length === 0 ? <p className="lb-details__empty">No scores yet</p> : null}
      {played.map((card) => (
        <ScorecardGrid
          key={card.roundNumber}
          card={card}
          playerId={entry.player.id}
          showPoints={showPoints}
          title={several ? `Round ${card.roundNumber}` : undefined}
        />
      ))}
      {played.length > 0 ? <ScorecardLegend /> : null}
    </div>
  );
}
