import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMyCupMatches } from '../api/my-cup-matches.ts';
import { formatLabel, sideText, teeTimeText } from '../model/cup-labels.ts';
import { teamStyle } from './cup-scoreboard.tsx';

/** Home: the player's cup matches still to play, by tee time, each opening its game's scoring. */
export function MyTeeTimes() {
  const matches = useMyCupMatches().data ?? [];
  if (matches.length === 0) return null;
  return (
    <Card className="my-tee-times">
      <CardHeader>
        <CardTitle>Your tee times</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="my-tee-times__list">
          {matches.map((match) => (
            <li key={match.matchId}>
              <Link to={`/game/${match.gameId}/scoring`} className="my-tee-times__match" style={teamStyle(match.teamColors[match.team])}>
                <span className="my-tee-times__time">{match.teeTime ? teeTimeText(match.teeTime) : 'No tee time yet'}</span>
                <span className="my-tee-times__what">
                  {match.cupName}, session {match.session} {formatLabel(match.format).toLowerCase()}: {match.status}
                </span>
                <span className="my-tee-times__who">
                  {sideText(match.teams[0])} v {sideText(match.teams[1])}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
