import { customAlphabet } from 'nanoid';
import type { GameCodes } from '@golf/events';

/** Upper-case letters and digits without look-alikes: no 0/O, 1/I/L. */
export const GAME_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GAME_CODE_LENGTH = 6;

const randomCode = customAlphabet(GAME_CODE_ALPHABET, GAME_CODE_LENGTH);

/** Rounds of drawing before giving up: with 31⁶ ≈ 887 million codes a second round is already rare. */
const MAX_DRAWS = 10;

/**
 * Three distinct codes (admin, player, view) that no game uses yet. `takenOf` answers which of
 * the given codes are in use (the games read table); taken ones are drawn again. A unique index
 * on the codes table backs this up.
 */
export async function newGameCodes(
  takenOf: (codes: readonly string[]) => Promise<readonly string[]>,
  draw: () => string = randomCode,
): Promise<GameCodes> {
  let codes: string[] = [];
  for (let round = 0; round < MAX_DRAWS; round += 1) {
    while (codes.length < 3) {
      const code = draw();
      if (!codes.includes(code)) codes.push(code);
    }
    const taken = new Set(await takenOf(codes));
    if (taken.size === 0) {
      const [adminCode, playerCode, viewCode] = codes as [string, string, string];
      return { adminCode, playerCode, viewCode };
    }
    codes = codes.filter((code) => !taken.has(code));
  }
  throw new Error(`No free game codes after ${MAX_DRAWS} draws`);
}
