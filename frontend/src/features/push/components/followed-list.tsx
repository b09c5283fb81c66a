import { Link } from 'react-router-dom';
import { BellIcon } from '../../../components/icons/bell-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyFollows } from '../api/get-my-follows.ts';
import { useUnfollow } from '../api/unfollow.ts';

/** The profile's "Notifications": each game or trip the user follows on any phone, with a control to stop it. */
export function FollowedList() {
  const follows = useMyFollows();
  const stop = useUnfollow();
  const shown = follows.data?.subscriptions.filter((follow) => !(stop.isPending && stop.variables === follow.id)) ?? [];
  return (
    <Card className="followed">
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Games and trips you follow with “Notify me”: you are told of new leaders, matches won, eagles and more.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {follows.isPending ? (
          <Spinner size={20} label="Loading what you follow" />
        ) : follows.isError ? (
          <p className="form__error" role="alert">
            What you follow could not be loaded. Please try again.
          </p>
        ) : shown.length === 0 ? (
          <p className="followed__empty">You follow nothing yet. Tap “Notify me” on a leaderboard or a trip’s standings.</p>
        ) : (
          <ul className="followed__list">
            {shown.map((follow) => {
              const to = follow.gameId ? `/game/${follow.gameId}/leaderboard` : `/trips/${follow.tripId}/standings`;
              const name = follow.name ?? (follow.gameId ? 'A game that is gone' : 'A trip that is gone');
              return (
                <li key={follow.id} className="followed__item">
                  <BellIcon size={16} />
                  <Link to={to} className="followed__name">
                    {name}
                    <span className="followed__kind">{follow.gameId ? 'Game' : 'Trip'}</span>
                  </Link>
                  <Button variant="ghost" size="sm" onClick={() => stop.mutate(follow.id)} aria-label={`Stop notifications for ${name}`}>
                    <TrashIcon size={16} />
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
