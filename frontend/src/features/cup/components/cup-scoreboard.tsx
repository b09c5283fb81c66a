import type { CupView } from '@golf/contracts';
import type { CSSProperties } from 'react';
import { cupOutcomeText, points } from '../model/cup-labels.ts';

export const teamStyle = (color: string) => ({ '--team-color': color }) as CSSProperties;

/**
 * The cup's score: each team's points decided, big, and with the matches on the course as they
 * stand ("3½ live"); under it what wins the cup, or who won it.
 */
export function CupScoreboard({ cup, tv = false }: { cup: CupView; tv?: boolean }) {
  const decided = cup.result !== 'in_progress';
  return (
    <section className={tv ? 'cup-score cup-score--tv' : 'cup-score'} aria-label="Score">
      <div className="cup-score__teams">
        {cup.teams.map((team, index) => (
          <div key={team.name} className={`cup-score__team cup-score__team--${index}`} style={teamStyle(team.color)}>
            <p className="cup-score__name">
              {team.name}
              {cup.holder === index ? <span className="cup-score__holder"> · holder</span> : null}
            </p>
            <p className="cup-score__points" aria-label={`${team.name} ${points(team.points)} points`}>
              {points(team.points)}
            </p>
            <p className="cup-score__live">{team.projectedPoints !== team.points ? `${points(team.projectedPoints)} live` : ' '}</p>
          </div>
        ))}
      </div>
      <p className={decided ? 'cup-score__outcome cup-score__outcome--decided' : 'cup-score__outcome'} role="status">
        {cupOutcomeText(cup)}
        {cup.result === 'in_progress' ? ` · ${points(cup.pointsAvailable)} points in all` : ''}
      </p>
    </section>
  );
}
