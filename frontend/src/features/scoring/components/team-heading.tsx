import { teamPointsText } from '../../../lib/count-text.ts';

/**
 * A team's heading on the scoring screen, with the team's points in the round so far as the
 * server counts them (in match play, the holes the side has won).
 */
export function TeamHeading({ name, gameType, points }: { name: string; gameType: string; points: number | null }) {
  return (
    <h2 className="team-heading">
      <span>{name}</span>
      {points !== null ? <span className="team-heading__points">{teamPointsText(gameType, points)}</span> : null}
    </h2>
  );
}
