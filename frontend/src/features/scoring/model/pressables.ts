import type { GameView, LeaderboardView, NassauBetView, PressLineView } from '@golf/contracts';

/** A bet or press the caller's side is down in, with holes left: what "Press" is offered for. */
export interface Pressable {
  id: string;
  label: string;
}

const BET_NAMES: Record<string, string> = { front_9: 'Front 9', back_9: 'Back 9', overall_18: 'Overall' };

type Span = { complete: boolean; winners: readonly string[]; tied: boolean; holes: { to: number } };

/**
 * What "Press" is offered for on hole `holeNumber` (docs/golf-rules.md section 11, decision
 * 0793): each bet or press of a match play Nassau that still has a hole from this one on, that a
 * side is losing, and that the caller's side is losing (an admin: whichever side is down); not one
 * already pressed from this hole on, which the server would refuse.
 */
export function pressables(game: Pick<GameView, 'myPlayerIds' | 'accessLevel'>, board: LeaderboardView, holeNumber: number): Pressable[] {
  const mine = new Set(game.myPlayerIds);
  const admin = game.accessLevel === 'admin';
  const presses = board.presses ?? [];
  const pressedHere = (id: string) => presses.some((press) => press.pressOf === id && press.holes.from >= holeNumber);
  const down = (span: Span & { id: string }) =>
    !span.complete &&
    !span.tied &&
    span.winners.length > 0 &&
    span.holes.to >= holeNumber &&
    !pressedHere(span.id) &&
    (admin || (game.myPlayerIds.length > 0 && !span.winners.some((id) => mine.has(id))));
  const bets = board.nassau
    .map((bet: NassauBetView) => ({ ...bet, id: bet.betType }))
    .filter(down)
    .map((bet) => ({ id: bet.id, label: BET_NAMES[bet.id]! }));
  const pressed = presses.filter(down).map((press: PressLineView) => ({ id: press.id, label: `Press from ${press.holes.from}` }));
  return [...bets, ...pressed];
}
