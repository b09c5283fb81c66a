import type { RuleRefusal } from '../rule-refusal.ts';
import type { WolfChoiceKind } from './wolf.ts';

/** A wolf's choice to record, with what it is checked against. */
export interface WolfChoiceRequest {
  /** The game's players in their order (the wolf rotation's order). */
  playerIds: readonly string[];
  /** Holes on the round's course (9 or 18). */
  holeCount: number;
  holeNumber: number;
  choice: string;
  partnerId?: string | null;
  /** Players with a score on the hole already: a blind wolf is declared before anyone tees off. */
  scoredPlayerIds: readonly string[];
}

const invalid = (message: string): RuleRefusal => ({ kind: 'invalid', message });

/**
 * Why a wolf's choice cannot be recorded, or null when it can (docs/golf-rules.md section 12):
 * Wolf needs four players; a partner is one of the three others (never the wolf); a lone or blind
 * wolf names no partner; a blind wolf is declared before anyone has a score on the hole. Who may
 * record it (the wolf, `wolfOf`, or an admin) is the caller's to check. A choice may be recorded
 * after the scores and changed (each is an event), except to blind once the hole has a score.
 */
export function wolfChoiceRefusal(request: WolfChoiceRequest): RuleRefusal | null {
  const { playerIds, holeNumber, partnerId } = request;
  if (playerIds.length !== 4)
    return { kind: 'conflict', message: `Wolf is played by exactly four players, this game has ${playerIds.length}` };
  if (!Number.isInteger(holeNumber) || holeNumber < 1 || holeNumber > request.holeCount) {
    return invalid(`Hole ${String(holeNumber)} is not on this ${request.holeCount}-hole course`);
  }
  if (!(['partner', 'lone', 'blind'] satisfies WolfChoiceKind[] as string[]).includes(request.choice)) {
    return invalid(`The wolf chooses partner, lone or blind, not ${JSON.stringify(request.choice)}`);
  }
  const wolfId = playerIds[(holeNumber - 1) % 4]!;
  const hasPartner = partnerId !== undefined && partnerId !== null;
  if (request.choice === 'partner') {
    if (partnerId === wolfId) return invalid('The wolf cannot take themselves as partner');
    if (!hasPartner || !playerIds.includes(partnerId)) return invalid('Choose a partner from the other three players');
    return null;
  }
  if (hasPartner) return invalid('A lone or blind wolf plays without a partner');
  if (request.choice === 'blind' && request.scoredPlayerIds.length > 0) {
    return { kind: 'conflict', message: `A blind wolf is declared before anyone tees off: hole ${holeNumber} already has scores` };
  }
  return null;
}
