import type { CupMatchResult } from './cup-match.ts';

const FRACTIONS: Record<number, string> = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** Points as a golfer writes them: 4½, ½, 14, 2¼. */
export function cupPointsText(points: number): string {
  const whole = Math.floor(points);
  const fraction = FRACTIONS[points - whole];
  if (fraction === undefined) return String(points);
  return whole === 0 && fraction !== '' ? fraction : `${whole}${fraction}`;
}

/**
 * A match's line on the cup's board: "Not started", "AS thru 4", "Red 2 UP thru 11", "Red 2 UP
 * thru 16 (dormie)", and once decided "Blue wins 3&2", "Red wins 1 UP" or "Halved".
 */
export function cupMatchStatusText(
  match: Pick<CupMatchResult, 'state' | 'status' | 'leader' | 'thru'>,
  teamNames: readonly [string, string],
): string {
  if (match.state === 'not_started') return 'Not started';
  const { status, leader, thru } = match;
  if (match.state === 'decided') return leader === null ? 'Halved' : `${teamNames[leader]} wins ${status.text}`;
  if (leader === null) return `AS thru ${thru}`;
  const dormie = status.up === status.holesLeft ? ' (dormie)' : '';
  return `${teamNames[leader]} ${status.up} UP thru ${thru}${dormie}`;
}
