import type { CupBoardMatch, CupBoardView } from '../cup/cup-board.ts';
import { formatName } from '../cup/cup-format.ts';
import { cupPointsText } from '../cup/cup-texts.ts';
import type { Moment } from './moment-types.ts';

const sideNames = (match: CupBoardMatch, team: 0 | 1) => match.teams[team].map((p) => p.name).join(' & ');

const scoreText = (board: CupBoardView) =>
  `${board.teams[0].name} ${cupPointsText(board.teams[0].points)}, ${board.teams[1].name} ${cupPointsText(board.teams[1].points)}`;

/** "Ann & Ben beat Cy & Di in session 1's four-ball" or "… halve …", with the cup's score after it. */
function decidedMoment(tripId: string, board: CupBoardView, match: CupBoardMatch): Moment {
  const what = `session ${match.session}'s ${formatName(match.format)}`;
  const winner = match.leader;
  const body =
    winner === null
      ? `${sideNames(match, 0)} and ${sideNames(match, 1)} halve ${what}. ${scoreText(board)}`
      : `${sideNames(match, winner)} beat ${sideNames(match, winner === 0 ? 1 : 0)} ${match.result} in ${what}. ${scoreText(board)}`;
  return {
    key: `cup_match:${tripId}:${match.id}:${match.result}:${String(match.leader)}`,
    kind: 'cup_match_decided',
    gameId: match.gameId,
    title: match.status,
    body,
    roundNumber: null,
    holeNumber: null,
  };
}

/** The cup won, retained or tied: once per outcome, said with the score and what is left to play. */
function resultMoment(tripId: string, board: CupBoardView, gameId: string): Moment {
  const winner = board.winner === null ? null : board.teams[board.winner];
  const left = board.matches.filter((m) => m.state !== 'decided').length;
  const still = board.clinched && left > 0 ? ` with ${left} ${left === 1 ? 'match' : 'matches'} still to finish` : '';
  const title =
    board.result === 'tied'
      ? `${board.name} tied`
      : board.result === 'retained'
        ? `${winner!.name} retain ${board.name}`
        : `${winner!.name} win ${board.name}`;
  return {
    key: `cup_result:${tripId}:${board.result}:${String(board.winner)}`,
    kind: 'cup_result',
    gameId,
    title,
    body: `${scoreText(board)}${still}`,
    roundNumber: null,
    holeNumber: null,
  };
}

/**
 * What the cup's followers hear between two boards of it: each match decided since `before`
 * (who beat whom, and the cup's score), then the cup won, retained or tied when its result
 * changed to one of those.
 */
export function cupMoments(tripId: string, before: CupBoardView, after: CupBoardView): Moment[] {
  const wasDecided = new Set(before.matches.filter((m) => m.state === 'decided').map((m) => m.id));
  const decided = after.matches.filter((m) => m.state === 'decided' && !wasDecided.has(m.id));
  const moments = decided.map((match) => decidedMoment(tripId, after, match));
  const outcome = (board: CupBoardView) => `${board.result}:${String(board.winner)}`;
  if (after.result !== 'in_progress' && outcome(after) !== outcome(before)) {
    const gameId = decided.at(-1)?.gameId ?? after.matches.findLast((m) => m.state === 'decided')?.gameId ?? after.matches[0]?.gameId;
    if (gameId) moments.push(resultMoment(tripId, after, gameId));
  }
  return moments;
}
