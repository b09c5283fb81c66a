import type { LeaderboardView } from '@golf/contracts';
import type { TeamBlock as Block } from '../model/team-blocks.ts';
import { isNotStarted, placeBadge } from '../model/placement.ts';
import { EntryRow } from './entry-row.tsx';
import { countText, teamPointsNoun } from '../../../lib/count-text.ts';

/** A team (or match side) with its totals, then its players' rows. */
export function TeamBlock({ view, block }: { view: LeaderboardView; block: Block }) {
  const { team, members } = block;
  const place = placeBadge(team);
  return (
    <section className="lb-team" aria-label={team.name}>
      <header className="lb-team__header">
        <span className={place.className} aria-label={place.label} title={place.label}>
          {place.text}
        </span>
        <h2 className="lb-team__name">{team.name}</h2>
        {isNotStarted(team) ? (
          <span className="lb-team__figures">Not started</span>
        ) : (
          <span className="lb-team__figures">
            <strong>{team.totalPoints}</strong> {teamPointsNoun(view.gameType, team.totalPoints)} · {countText(team.totalStrokes, 'stroke')}
          </span>
        )}
      </header>
      <ul className="lb-list">
        {members.map((entry) => (
          <EntryRow key={entry.player.id} view={view} entry={entry} showPosition={false} />
        ))}
      </ul>
    </section>
  );
}
