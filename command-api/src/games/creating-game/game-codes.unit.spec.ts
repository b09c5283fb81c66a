import { describe, expect, it } from 'vitest';
import { GAME_CODE_ALPHABET, newGameCodes } from './game-codes.ts';

const nothingTaken = async () => [];

describe('game codes', () => {
  it('uses no look-alike characters', () => {
    expect(GAME_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(GAME_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('draws three different 6-character upper-case codes from the alphabet', async () => {
    for (let i = 0; i < 200; i += 1) {
      const codes = await newGameCodes(nothingTaken);
      const all = [codes.adminCode, codes.playerCode, codes.viewCode];
      expect(new Set(all).size).toBe(3);
      for (const code of all) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    }
  });

  it('draws again for a code another game holds, and for a repeat within the game', async () => {
    const draws = ['AAAAAA', 'AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD'];
    const draw = () => draws.shift()!;
    const codes = await newGameCodes(async (candidates) => candidates.filter((c) => c === 'BBBBBB'), draw);
    expect(codes).toEqual({ adminCode: 'AAAAAA', playerCode: 'CCCCCC', viewCode: 'DDDDDD' });
  });

  it('gives up with an error when every draw is taken', async () => {
    let n = 0;
    const draw = () => String(n++).padStart(6, 'A');
    await expect(newGameCodes(async (candidates) => candidates, draw)).rejects.toThrow('No free game codes after 10 draws');
  });
});
