import type { CupFormat, CupMatchView, CupView } from '@golf/contracts';
import { cupPointsText } from '@golf/golf';

const FORMAT_LABELS: Record<CupFormat, string> = { four_ball: 'Four-ball', foursomes: 'Foursomes', singles: 'Singles' };

/** 'Four-ball', 'Foursomes', 'Singles'. */
export const formatLabel = (format: CupFormat) => FORMAT_LABELS[format];

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A tee time as the course's clock says it, wherever the phone is: '2026-06-12T08:00' →
 * 'Fri 12 Jun, 08:00'. The time is the course's wall clock (no zone), so it is read as written.
 */
export function teeTimeText(teeTime: string): string {
  const date = new Date(`${teeTime.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return teeTime;
  return `${DAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${teeTime.slice(11, 16)}`;
}

/** Just the clock: '08:10'. */
export const teeClock = (teeTime: string) => teeTime.slice(11, 16);

/** A side as the board names it: 'Ann Able & Ben Best'. */
export const sideText = (players: CupMatchView['teams'][number]) => players.map((p) => p.name).join(' & ');

/** Points as a golfer writes them: 4½. */
export const points = cupPointsText;

/** What the cup stands at in words: who won or retained it, a tie, or what wins (and retains) it. */
export function cupOutcomeText(
  cup: Pick<CupView, 'result' | 'winner' | 'teams' | 'pointsToWin' | 'pointsToRetain' | 'holder' | 'clinched'>,
): string {
  const winner = cup.winner === null ? null : cup.teams[cup.winner].name;
  if (cup.result === 'won') return `${winner} ${cup.clinched ? 'have won' : 'win'} the cup`;
  if (cup.result === 'retained') return `${winner} ${cup.clinched ? 'have retained' : 'retain'} the cup`;
  if (cup.result === 'tied') return 'The cup is tied';
  const retain =
    cup.holder !== null && cup.pointsToRetain !== null ? `, ${points(cup.pointsToRetain)} for ${cup.teams[cup.holder].name} to retain` : '';
  return `${points(cup.pointsToWin)} to win${retain}`;
}

/** The cup's matches by session, sessions in order, each named 'Session 1 · Four-ball' (or '… · Mixed'). */
export function sessionsOf(matches: readonly CupMatchView[]): Array<{ session: number; title: string; matches: CupMatchView[] }> {
  const sessions = new Map<number, CupMatchView[]>();
  for (const match of matches) sessions.set(match.session, [...(sessions.get(match.session) ?? []), match]);
  return [...sessions.entries()]
    .sort(([a], [b]) => a - b)
    .map(([session, list]) => {
      const formats = new Set(list.map((m) => m.format));
      const format = formats.size === 1 ? formatLabel(list[0]!.format) : 'Mixed';
      return { session, title: `Session ${session} · ${format}`, matches: list };
    });
}

/** The session a captain makes next: one after the highest made. */
export const nextSession = (matches: readonly CupMatchView[]) => Math.max(0, ...matches.map((m) => m.session)) + 1;
