import type { LeaderboardEntry, LeaderboardView } from '@golf/contracts';
import { formatCents } from '@golf/golf';
import { countNoun, countText } from '../../../lib/count-text.ts';

/** What a leaderboard row shows at a glance: the format's main figure, its label, and a detail line. */
export type EntryFigures = { main: string; label: string; detail: string };

/** "+3", "0", "-2": a quota result (points over or under the quota). */
export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** "Thru 7", or 'Not started' before the first hole. */
export const thruText = (holesPlayed: number) => (holesPlayed > 0 ? `Thru ${holesPlayed}` : 'Not started');

/** The figures of an entry by format (every number comes from the server). */
export function entryFigures(view: Pick<LeaderboardView, 'gameType' | 'scoringType'>, entry: LeaderboardEntry): EntryFigures {
  const thru = thruText(entry.holesPlayed);
  if (view.scoringType === 'quota' && entry.quotaDelta !== null) {
    return {
      main: signed(entry.quotaDelta),
      label: 'vs quota',
      detail: `${countText(entry.totalPoints, 'pt', 'pts')} · Quota ${entry.currentQuota ?? '–'} · ${thru}`,
    };
  }
  switch (view.gameType) {
    case 'stroke_play': {
      // Before the first hole there are no strokes and no score to par (its "E" would read as level par).
      if (entry.holesPlayed === 0) return { main: '–', label: 'to par', detail: thru };
      const strokes = view.scoringType === 'net' ? entry.totalNetScore : entry.totalStrokes;
      return { main: entry.toPar, label: 'to par', detail: `${strokes} ${view.scoringType === 'net' ? 'net' : 'gross'} · ${thru}` };
    }
    case 'match_play': {
      const match = entry.match;
      return {
        main: match?.status ?? 'AS',
        label: 'match',
        detail: match ? `W-T-L ${match.wins}-${match.ties}-${match.losses} · ${thru}` : thru,
      };
    }
    case 'skins': {
      const won = entry.skins?.won ?? 0;
      return { main: String(won), label: countNoun(won, 'skin'), detail: `${formatCents(entry.skins?.valueCents ?? 0)} · ${thru}` };
    }
    default:
      return { main: String(entry.totalPoints), label: countNoun(entry.totalPoints, 'pt', 'pts'), detail: `${entry.toPar} · ${thru}` };
  }
}
