import { GAME_TYPES } from '@golf/golf';
import { GameTypeCard } from './game-type-card.tsx';

/** Every format; Choose opens the New Game form for it (keeping the trip it was started from). */
export function GameTypeList({ tripId }: { tripId: string | null }) {
  const hrefFor = (gameType: string) => {
    const query = new URLSearchParams({ gameType });
    if (tripId) query.set('tripId', tripId);
    return `/game-setup?${query.toString()}`;
  };
  return (
    <ul className="stack">
      {GAME_TYPES.map((type) => (
        <li key={type.id}>
          <GameTypeCard type={type} setupHref={hrefFor(type.id)} />
        </li>
      ))}
    </ul>
  );
}
