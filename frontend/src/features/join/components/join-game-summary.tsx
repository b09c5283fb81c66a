import type { GameAccessLevel, GameView } from '@golf/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

const formats: Record<GameView['gameType'], string> = {
  dogfight: 'Dogfight',
  stroke_play: 'Stroke Play',
  match_play: 'Match Play',
  best_ball: 'Best Ball',
  skins: 'Skins',
  stableford: 'Stableford',
  modified_stableford: 'Modified Stableford',
};
const statuses: Record<GameView['status'], string> = { setup: 'Setup', in_progress: 'In Progress', completed: 'Completed' };
const levels: Record<GameAccessLevel, { name: string; text: string }> = {
  admin: { name: 'Admin', text: 'Run the game with its organiser: setup, any score and the game’s flow.' },
  player: { name: 'Player', text: 'Follow the game and enter your own scores.' },
  viewer: { name: 'Viewer', text: 'Follow the leaderboard and scores live.' },
};

/** What a code opens: the game in a few words and the access it gives. */
export function JoinGameSummary({ game, level }: { game: GameView; level: GameAccessLevel }) {
  const course = game.rounds.find((round) => round.roundNumber === 1)?.course?.name;
  return (
    <section className="join-summary" aria-label="Game">
      <h2 className="join-summary__name">{game.name}</h2>
      <p className="join-summary__facts">
        {formats[game.gameType]} · {game.players.length} {game.players.length === 1 ? 'player' : 'players'} · {statuses[game.status]}
        {course ? ` · ${course}` : ''}
      </p>
      <p className="join-summary__level">
        <Badge>{levels[level].name} access</Badge>
        <span>{levels[level].text}</span>
      </p>
    </section>
  );
}
