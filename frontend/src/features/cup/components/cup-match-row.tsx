import type { CupMatchView, CupView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { formatLabel, points, sideText, teeClock } from '../model/cup-labels.ts';
import { teamStyle } from './cup-scoreboard.tsx';

/** What the match gave each team: '1 – 0', '½ – ½'; on the course what it would give as it stands ('1 – 0 live'). */
function pointsText(match: CupMatchView): string | null {
  if (match.state === 'not_started') return null;
  if (match.state === 'decided') return `${points(match.points[0])} – ${points(match.points[1])}`;
  return `${points(match.projectedPoints[0])} – ${points(match.projectedPoints[1])} live`;
}

/**
 * A match on the cup's board: each side's players in their team's colour, its status ('Red 2 UP
 * thru 11', 'Blue wins 3&2'), its tee time, and the points it gives; a tap opens its game's board.
 */
export function CupMatchRow({ cup, match, tv = false }: { cup: CupView; match: CupMatchView; tv?: boolean }) {
  const leader = match.leader === null ? null : cup.teams[match.leader];
  const figures = pointsText(match);
  const body = (
    <>
      <span className="cup-match__side" style={teamStyle(cup.teams[0].color)}>
        {sideText(match.teams[0])}
      </span>
      <span className="cup-match__status" style={leader ? teamStyle(leader.color) : undefined} data-state={match.state}>
        {match.status}
      </span>
      <span className="cup-match__side cup-match__side--right" style={teamStyle(cup.teams[1].color)}>
        {sideText(match.teams[1])}
      </span>
      <span className="cup-match__facts">
        {match.teeTime ? teeClock(match.teeTime) : formatLabel(match.format)}
        {figures ? <span className="cup-match__points">{figures}</span> : null}
      </span>
    </>
  );
  if (tv) return <li className="cup-match cup-match--tv">{body}</li>;
  return (
    <li>
      <Link
        className="cup-match"
        to={`/game/${match.gameId}/leaderboard`}
        aria-label={`${sideText(match.teams[0])} against ${sideText(match.teams[1])}: ${match.status}`}
      >
        {body}
      </Link>
    </li>
  );
}
