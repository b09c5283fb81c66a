import type { LeaderboardView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { NoScriptNote } from '../../../components/ui/no-script-note.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { leaderboardKeys } from '../api/leaderboard-keys.ts';
import { usePassFromCode } from '../hooks/use-pass-from-code.ts';
import { LeaderboardLoader } from './leaderboard-loader.tsx';
import { LeaderboardBody } from './leaderboard-body.tsx';
import { LeaderboardHeader } from './leaderboard-header.tsx';

type Tools = ((view: LeaderboardView) => ReactNode) | undefined;

/**
 * The leaderboard's address, also as a link that carries the view code (`?code=`: the join page's
 * Enter Game as a plain link, decision 0704). The code is swapped for what reads the board; until
 * then the board the server drew with the page (or read before) is shown as it is. The server
 * draws this screen too: where JavaScript does not run, that board is the page, and a page without
 * a board says how to get one.
 */
export function LeaderboardFromLink({ signedIn, adminTools, followTools }: { signedIn: boolean; adminTools?: Tools; followTools?: Tools }) {
  const { gameId = '' } = useParams();
  const [search] = useSearchParams();
  const pass = usePassFromCode(gameId, search.get('code'), { signedIn });
  const drawn = useQueryClient().getQueryData<LeaderboardView>(leaderboardKeys.overall(gameId));
  if (pass === 'failed') {
    return (
      <div className="not-found">
        <h1 className="not-found__title">This link no longer opens the game</h1>
        <p className="not-found__text">Its codes were changed. Ask the organiser for the new viewer link or code.</p>
        <Link to={`/game/${gameId}/join`} className={buttonClass('primary')}>
          Enter a new code
        </Link>
      </div>
    );
  }
  if (pass === 'swapping') {
    if (!drawn) return <NoBoardYet />;
    // The board alone, as the server read it: nothing here asks the API before the code is swapped.
    return (
      <div className="leaderboard">
        <div className="lb-topbar">
          <BackLink to="/">Home</BackLink>
        </div>
        <NoScriptNote>
          The scores as they stood when this page was opened: reload it for the latest. Live scores and notifications need JavaScript.
        </NoScriptNote>
        <LeaderboardHeader view={drawn} numberOfRounds={drawn.rounds.length} />
        <LeaderboardBody view={drawn} />
      </div>
    );
  }
  return (
    <>
      {drawn ? null : <NoBoardNote />}
      <LeaderboardLoader adminTools={adminTools} followTools={followTools} />
    </>
  );
}

/** Where JavaScript does not run and the page came without a board: the way to one. */
function NoBoardNote() {
  return (
    <NoScriptNote>
      This board needs JavaScript. Without it, open the game's viewer link: its page shows the board, and Enter Game opens this one.
    </NoScriptNote>
  );
}

/** Nothing to show yet: a spinner while the app reads it. */
function NoBoardYet() {
  return (
    <>
      <NoBoardNote />
      <PageSpinner />
    </>
  );
}
