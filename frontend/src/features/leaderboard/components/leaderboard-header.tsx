import type { LeaderboardView } from '@golf/contracts';
import { gameTypeName } from '../model/game-type-name.ts';

/** Course name, the hole in play or 'Game Complete', the round, and the format. */
export function LeaderboardHeader({ view, numberOfRounds }: { view: LeaderboardView; numberOfRounds: number }) {
  const where = view.status === 'completed' ? 'Game Complete' : `Hole ${view.currentHole}`;
  return (
    <header className="lb-header">
      <p className="lb-header__game">{view.gameName}</p>
      <h1 className="lb-header__course">{view.courseName ?? view.gameName}</h1>
      <p className="lb-header__facts">
        <span className="lb-header__where">{where}</span>
        <span>
          Round {view.round ?? view.currentRound} of {numberOfRounds}
        </span>
        <span>{gameTypeName(view.gameType, view.scoringType)}</span>
      </p>
    </header>
  );
}
