/** The leaderboard as the game's admin sees it: corrected holes marked, a hole's score history open. */
import type { ScoreHistoryEntry } from '@golf/contracts';
import type { Page } from 'playwright-core';
import { gameId } from './game-screenshot-data.ts';
import { boardInPlay, gameInPlay } from './scoring-screenshot-data.ts';
import { ann, json, open, signedInApi, type Api } from './screenshot-api.ts';

const gamePath = `/api/games/${gameId}`;
const annWrites = { userId: ann.id, displayName: 'Ann Lee' };
const bobUserId = '7d0c4a52-8d1f-4b7e-9a0b-3f1c2d4e5f61';

/** Every hole on the cards entered by Ann (the owner), a minute apart; then the corrections. */
function history(): ScoreHistoryEntry[] {
  let minute = 0;
  let n = 0;
  const at = () => new Date(Date.UTC(2026, 10, 21, 9, (minute += 1))).toISOString();
  const entry = (
    playerId: string,
    playerName: string,
    holeNumber: number,
    strokes: number,
    fields: Partial<ScoreHistoryEntry> = {},
  ): ScoreHistoryEntry => ({
    eventId: `f0000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
    kind: 'entered',
    scoreId: `f1000000-0000-4000-8000-${playerId.slice(-4)}${String(holeNumber).padStart(8, '0')}`,
    playerId,
    playerName,
    roundNumber: 1,
    holeNumber,
    strokes,
    previousStrokes: null,
    who: annWrites,
    occurredAt: at(),
    access: 'owner',
    ...fields,
  });
  const strokesOf = (name: string, hole: number) =>
    boardInPlay.entries.find((e) => e.player.name === name)!.scorecards[0]!.holes[hole - 1]!.strokes!;
  const carla = boardInPlay.entries.find((e) => e.player.name === 'Carla Diaz')!.player;
  const bob = boardInPlay.entries.find((e) => e.player.name === 'Bob Stone')!.player;
  const entered = boardInPlay.entries.flatMap((e) =>
    e.scorecards[0]!.holes.filter((h) => h.strokes !== null).map((h) => {
      // Carla's hole 3 went in one too many, Bob's hole 2 one too few: corrected below.
      const typo = e.player.id === carla.id && h.holeNumber === 3 ? 1 : e.player.id === bob.id && h.holeNumber === 2 ? -1 : 0;
      return entry(e.player.id, e.player.name, h.holeNumber, h.strokes! + typo);
    }),
  );
  return [
    ...entered,
    entry(bob.id, bob.name, 2, strokesOf('Bob Stone', 2), {
      kind: 'corrected',
      previousStrokes: strokesOf('Bob Stone', 2) - 1,
      who: { userId: bobUserId, displayName: 'Bob Stone' },
      access: 'shared_player',
    }),
    entry(carla.id, carla.name, 3, strokesOf('Carla Diaz', 3), { kind: 'corrected', previousStrokes: strokesOf('Carla Diaz', 3) + 1 }),
  ];
}

const adminApi = (): Api => ({
  ...signedInApi(ann),
  [`GET ${gamePath}`]: json(200, gameInPlay),
  [`GET ${gamePath}/leaderboard`]: json(200, boardInPlay),
  [`GET ${gamePath}/score-history`]: json(200, { entries: history() }),
});

async function openCarlasCard(page: Page) {
  await open(page, `/game/${gameId}/leaderboard`, adminApi(), true);
  await page.locator('.lb-row__summary', { hasText: 'Carla Diaz' }).click();
  await page.getByRole('img', { name: 'Hole 3 corrected' }).waitFor();
}

export const historyScenarios: Record<string, (page: Page) => Promise<void>> = {
  'leaderboard-history-marked': async (page) => {
    await openCarlasCard(page);
    await page.locator('.lb-row__summary', { hasText: 'Carla Diaz' }).scrollIntoViewIfNeeded();
  },
  'leaderboard-history-dialog': async (page) => {
    await openCarlasCard(page);
    await page.getByRole('button', { name: 'Show history of hole 3' }).click();
    await page.getByRole('dialog', { name: 'Hole 3 History' }).waitFor();
  },
};
