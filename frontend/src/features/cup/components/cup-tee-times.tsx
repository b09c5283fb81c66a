import { Link } from 'react-router-dom';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useCup } from '../api/get-cup.ts';
import { points, sideText, teeTimeText } from '../model/cup-labels.ts';
import { teamStyle } from './cup-scoreboard.tsx';

/**
 * The trip page's cup: the score and the tee times of the matches still to play, and the way to
 * the board; for an organizer of a trip without one, the way to set it up.
 */
export function CupTeeTimes({ tripId, organizer }: { tripId: string; organizer: boolean }) {
  const cup = useCup(tripId).data;
  const path = `/trips/${encodeURIComponent(tripId)}/cup`;
  if (cup === undefined) return null;
  if (cup === null) {
    return organizer ? (
      <Link to={`${path}/teams`} className={buttonClass('outline', 'md', 'btn--block')}>
        <TrophyIcon size={18} />
        Set Up a Cup
      </Link>
    ) : null;
  }
  const upcoming = cup.matches
    .filter((m) => m.state !== 'decided' && m.teeTime !== null)
    .sort((a, b) => a.teeTime!.localeCompare(b.teeTime!));
  return (
    <section className="cup-card" aria-label={cup.name}>
      <Link to={path} className="cup-card__score">
        <TrophyIcon size={18} />
        <span className="cup-card__name">{cup.name}</span>
        {cup.teams.map((team) => (
          <span key={team.name} className="cup-card__team" style={teamStyle(team.color)}>
            {team.name} {points(team.points)}
          </span>
        ))}
      </Link>
      {upcoming.length > 0 ? (
        <ol className="cup-card__times" aria-label="Tee times">
          {upcoming.slice(0, 6).map((match) => (
            <li key={match.id}>
              <span className="cup-card__time">{teeTimeText(match.teeTime!)}</span>
              <span>
                {sideText(match.teams[0])} v {sideText(match.teams[1])}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
