import type { CupView } from '@golf/contracts';
import { sessionsOf } from '../model/cup-labels.ts';
import { CupMatchRow } from './cup-match-row.tsx';

/** The cup's matches, session by session. */
export function CupSessions({ cup, tv = false }: { cup: CupView; tv?: boolean }) {
  return (
    <div className={tv ? 'cup-sessions cup-sessions--tv' : 'cup-sessions'}>
      {sessionsOf(cup.matches).map((session) => (
        <section key={session.session} className="cup-session" aria-label={session.title}>
          <h2 className="cup-session__title">{session.title}</h2>
          <ol className="cup-session__matches">
            {session.matches.map((match) => (
              <CupMatchRow key={match.id} cup={cup} match={match} tv={tv} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
