import type { Game, GamePlayer, RecordedScore } from '@golf/events';
import { cupSidesOf, inEntryOrder } from '@golf/golf';
import { recordedScoreOf } from '../rules/score-rules.ts';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The ball a score for `player` on a hole replaces, what a phone's `expectedStrokes` is checked
 * against, and whose it is: the player's own record; in a cup's foursomes the side's ball, the
 * later of the partners' records (decision 0828, taken in the order the boards take them), named
 * as the side's row is ("Ann & Ben"). So a phone that saw no score, or an older one, cannot put
 * its par over the ball the partner entered on their own phone (decision 0835).
 */
export function ballReplaced(
  game: Game,
  player: GamePlayer,
  roundNumber: number,
  holeNumber: number,
): { whose: string; record: RecordedScore | undefined } {
  const own = { whose: player.name, record: recordedScoreOf(game, player.id, roundNumber, holeNumber) };
  if (game.cup?.format !== 'foursomes') return own;
  const side = cupSidesOf('foursomes', game.players)?.find((partners) => partners.some((p) => p.id === player.id));
  if (!side) return own;
  const partners = new Set(side.map((p) => p.id));
  const records = game.scores
    .filter((s) => partners.has(s.playerId) && s.roundNumber === roundNumber && s.holeNumber === holeNumber)
    .sort((a, b) => compare(a.playerId, b.playerId) || compare(a.scoreId, b.scoreId));
  return { whose: side.map((p) => p.name).join(' & '), record: inEntryOrder(records).at(-1) };
}
