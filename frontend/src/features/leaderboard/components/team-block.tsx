import type { LeaderboardView } from '@golf/contracts';
import type { TeamBlock as Block } from '../model/team-blocks.ts';
import { placementTone, positionText } from '../model/placement.ts';
import { EntryRow } from './entry-row.tsx';
import { countText, teamPointsNoun } from '../../../lib/count-text.ts';

/** A team (or match side) with its totals, then its players' rows. */
export function TeamBlock({ view, block }: { view: LeaderboardView; block: Block }) {
  const { team, members } = block;
  return (
    <section className="lb-team" aria-label={team.name}>
      <header className="lb-team__header">
        <span className={`place place--${placementTone(team.position)}`} aria-label={`Position ${positionText(team.position, team.tied)}`}>
          {positionText(team.position, team.tied)}
        </span>
        <h2 className="lb-team__name">{team.name}</h2>
        <span className="lb-team__figures">
          <strong>{team.totalPoints}</strong> {teamPointsNoun(view.gameType, team.totalPoints)} · {countText(team.totalStrokes, 'stroke')}
        </span>
      </header>
      <ul className="lb-list">
        {members.map((entry) => (
          <EntryRow key={entry.player.id} view={view} entry={entry} showPosition={false} />
        ))}
      </ul>
    </section>
  );
}
