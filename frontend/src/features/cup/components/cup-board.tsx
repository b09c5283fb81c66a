import type { CupView } from '@golf/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { UsersIcon } from '../../../components/icons/users-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CupScoreboard } from './cup-scoreboard.tsx';
import { CupSessions } from './cup-sessions.tsx';

const base = (tripId: string) => `/trips/${encodeURIComponent(tripId)}/cup`;

/**
 * The cup's board on a phone: the score, what wins it, every match's status and tee time by
 * session; for its organizers and captains the ways to change it; the TV view and following.
 */
export function CupBoard({ cup, follow }: { cup: CupView; follow?: ReactNode }) {
  const path = base(cup.tripId);
  return (
    <div className="cup">
      <h1 className="trip-detail__name">{cup.name}</h1>
      <CupScoreboard cup={cup} />
      <div className="cup__actions">
        {cup.mayMakeMatches ? (
          <Link to={`${path}/session`} className={buttonClass('primary', 'sm')}>
            <PlusIcon size={16} />
            New session
          </Link>
        ) : null}
        {cup.mayManage ? (
          <Link to={`${path}/teams`} className={buttonClass('outline', 'sm')}>
            <UsersIcon size={16} />
            Teams
          </Link>
        ) : null}
        <Link to={`${path}/tv`} className={buttonClass('outline', 'sm')}>
          TV view
        </Link>
        {follow}
      </div>
      {cup.matches.length === 0 ? (
        <EmptyState
          title="No matches yet"
          text={
            cup.mayMakeMatches ? 'Make the first session: the pairings are proposed for you.' : 'The captains make the sessions’ matches.'
          }
        />
      ) : (
        <CupSessions cup={cup} />
      )}
      <TeamLists cup={cup} />
    </div>
  );
}

/** Who plays for whom, captains first. */
function TeamLists({ cup }: { cup: CupView }) {
  return (
    <section className="cup-teams" aria-label="Teams">
      {cup.teams.map((team) => (
        <div key={team.name} className="cup-teams__team" style={{ borderColor: team.color }}>
          <h2 className="cup-teams__name" style={{ color: team.color }}>
            {team.name}
          </h2>
          <ul className="cup-teams__players">
            {[...team.players]
              .sort((a, b) => Number(b.userId === team.captainId) - Number(a.userId === team.captainId))
              .map((player) => (
                <li key={player.userId}>
                  {player.name}
                  {player.userId === team.captainId ? <span className="cup-teams__captain"> (captain)</span> : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
