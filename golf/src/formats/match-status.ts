import { requireInteger } from '../golf-rule-error.ts';

/** Which side leads a match: 1 or 2, or null when all square. */
export type MatchLeader = 1 | 2 | null;

export type MatchOutcome = 'won' | 'lost' | 'halved';

export interface MatchStatus {
  /**
   * The match as the leader would call it: `AS` (all square), `2 UP`, `Dormie` (up by
   * exactly the holes left), and once decided `3&2` (3 up with 2 to play), `1 UP` after the
   * last hole, or `Halved`.
   */
  text: string;
  leader: MatchLeader;
  /** Holes the leader is ahead by. */
  up: number;
  holesLeft: number;
  /** The leader can no longer be caught, or no holes are left. */
  finished: boolean;
}

/** The match status from side 1's lead (negative when side 2 leads) and the holes left. */
export function matchStatus(side1Up: number, holesLeft: number): MatchStatus {
  requireInteger(side1Up, 'Holes up');
  requireInteger(holesLeft, 'Holes left');
  const up = Math.abs(side1Up);
  const leader: MatchLeader = side1Up > 0 ? 1 : side1Up < 0 ? 2 : null;
  const finished = up > holesLeft || holesLeft === 0;
  return { text: statusText(up, holesLeft, finished), leader, up, holesLeft, finished };
}

function statusText(up: number, holesLeft: number, finished: boolean): string {
  if (finished) {
    if (up === 0) return 'Halved';
    return holesLeft === 0 ? `${up} UP` : `${up}&${holesLeft}`;
  }
  if (up === 0) return 'AS';
  return up === holesLeft ? 'Dormie' : `${up} UP`;
}

/**
 * The status as one side sees it: the leader's text for the leader (and for both sides when
 * level), `n DN` for the side behind, during the match and after it.
 */
export function sideStatusText(status: MatchStatus, side: 1 | 2): string {
  if (status.leader === null || status.leader === side) return status.text;
  return `${status.up} DN`;
}

/** Won, lost or halved once finished; null while the match is still live. */
export function sideOutcome(status: MatchStatus, side: 1 | 2): MatchOutcome | null {
  if (!status.finished) return null;
  if (status.leader === null) return 'halved';
  return status.leader === side ? 'won' : 'lost';
}
