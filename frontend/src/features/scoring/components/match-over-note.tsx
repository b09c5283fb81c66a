import type { GameView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import type { MatchOver } from '../model/match-over.ts';
import { useCompleteGame } from '../round-summary/use-finish-round.ts';

/**
 * A match decided: said on the scoring screen with what is left (decision 0833). The holes after
 * need no score; an admin finishes the match here, a player's phone is done.
 */
export function MatchOverNote({ game, over, admin }: { game: GameView; over: MatchOver; admin: boolean }) {
  const complete = useCompleteGame(game, 'Match finished');
  return (
    <div className="notice match-over" role="status">
      <TrophyIcon size={18} />
      <div>
        <p className="notice__title">The match is over: {over.text}</p>
        <p>
          {over.firstFreeHole === null ? 'Every hole is in.' : `Holes ${over.firstFreeHole} and on need no score: they do not count.`}{' '}
          {admin ? 'Finish the match to complete the game.' : 'Your card is done.'}
        </p>
        <div className="match-over__actions">
          {admin ? (
            <Button size="sm" loading={complete.isPending} onClick={() => complete.mutate()}>
              Finish Match
            </Button>
          ) : null}
          <Link to={`/game/${game.id}/leaderboard`} className={buttonClass('outline', 'sm')}>
            Leaderboard
          </Link>
        </div>
      </div>
    </div>
  );
}
