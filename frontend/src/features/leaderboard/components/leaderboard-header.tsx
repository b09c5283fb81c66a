import type { LeaderboardView } from '@golf/contracts';
import { wherePlayIs, wherePlayText } from '../../../lib/where-play-is.ts';
import { gameTypeName } from '../model/game-type-name.ts';

/**
 * Course name, where play is ('Game Complete' once it is over), the round, and the format. Where
 * play is comes from the scores recorded (the leading group's holes), never from the hole an
 * organiser's phone is on (decision 0701).
 */
export function LeaderboardHeader({ view, numberOfRounds }: { view: LeaderboardView; numberOfRounds: number }) {
  const where = wherePlayText(wherePlayIs(view));
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
