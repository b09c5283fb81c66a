import type { LeaderboardView } from '@golf/contracts';
import { entryFigures } from '../../features/leaderboard/model/entry-figures.ts';
import { placeBadge } from '../../features/leaderboard/model/placement.ts';
import { wherePlayIs, wherePlayText } from '../../lib/where-play-is.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const setText = (row: Element, selector: string, text: string) => {
  const element = row.querySelector(selector);
  if (element && element.textContent !== text) element.textContent = text;
};

/**
 * Brings the server's drawn state of play (`section`, drawn from `before` by the app's
 * LeaderboardBody, under a LeaderboardHeader on the leaderboard's page) up to `after` in place
 * (where play is, in the header): each player's row takes its new place, position,
 * figures and detail, as EntryRow draws them (the same model functions). Only what a score
 * moves on a board of players is drawn here; false for anything else (teams, skins, bets, a
 * player added or removed, a board without its rows yet), which the caller takes from the server
 * drawn whole.
 */
export function drawBoard(section: HTMLElement, before: LeaderboardView, after: LeaderboardView): boolean {
  if (after.teams.length > 0 || before.teams.length > 0) return false;
  if (!same(before.skins, after.skins) || !same(before.nassau, after.nassau)) return false;
  if (!after.entries.some((entry) => entry.holesPlayed > 0)) return false;
  if (before.gameType !== after.gameType || before.scoringType !== after.scoringType) return false;
  // The leaderboard's page draws a header above the rows (decision 0742): where play is follows the scores; a new round is drawn whole.
  if (before.round !== after.round || before.currentRound !== after.currentRound) return false;
  const list = section.querySelector('ul.lb-list');
  const rows = list ? Array.from(list.children) : [];
  if (!list || rows.length !== before.entries.length || rows.length !== after.entries.length) return false;
  const rowOf = new Map(before.entries.map((entry, index) => [entry.player.id, rows[index] as Element]));
  const placed = after.entries.map((entry) => rowOf.get(entry.player.id));
  if (placed.some((row) => !row)) return false;
  after.entries.forEach((entry, index) => {
    const row = placed[index] as Element;
    const figures = entryFigures(after, entry);
    const place = placeBadge(entry);
    const badge = row.querySelector('.lb-row__summary > span[aria-label]');
    if (badge) {
      badge.className = place.className;
      badge.setAttribute('aria-label', place.label);
      badge.setAttribute('title', place.label);
      badge.textContent = place.text;
    }
    setText(row, '.lb-row__name', entry.player.name);
    setText(row, '.lb-row__detail', figures.detail);
    setText(row, '.lb-row__figure', figures.main);
    setText(row, '.lb-row__label', figures.label);
    if (list.children[index] !== row) list.insertBefore(row, list.children[index] ?? null);
  });
  setText(section, '.lb-header__where', wherePlayText(wherePlayIs(after)));
  return true;
}
