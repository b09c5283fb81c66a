import type { GameAccessLevel } from '@golf/contracts';
import type { GameCodes, GameEvent, GameState } from '@golf/events';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';

/** Which code each level's link carries. */
const codeOfLevel = { admin: 'adminCode', player: 'playerCode', viewer: 'viewCode' } as const satisfies Record<
  GameAccessLevel,
  keyof GameCodes
>;

/**
 * An admin replaces the game's codes, or one level's alone (`level`; a leaked viewer link must
 * not cost the players theirs): the old links of a replaced code stop letting new people in.
 * Nobody who already joined loses access: joining made a grant of its own, which only removing
 * it on the Manage tab ends. `codes` are new ones no game has held.
 */
export function decideRegenerateCodes(
  command: { actor: GameActor; codes: GameCodes; level?: GameAccessLevel | null | undefined },
  state: GameState,
): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const { level } = command;
  const codes = level ? { ...game.codes, [codeOfLevel[level]]: command.codes[codeOfLevel[level]] } : command.codes;
  return [{ type: 'GameCodesRegenerated', data: { gameId: game.id, ...codes } }];
}
