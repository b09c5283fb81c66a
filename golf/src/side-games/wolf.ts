import { GolfRuleError } from '../golf-rule-error.ts';
import type { RoundsInput } from '../formats/round-input.ts';
import { sideGameHoles, type SideGameHole } from './side-game-holes.ts';

/**
 * Terms (docs/golf-rules.md section 12): the **wolf** is the player whose turn it is on a hole
 * (players take turns in the game's player order). After the drives the wolf takes a **partner**
 * (one of the three others: two against two), or plays **lone** (one against three); a **blind**
 * wolf plays alone declared before anyone tees off.
 */
export type WolfChoiceKind = 'partner' | 'lone' | 'blind';

/** The wolf's choice on a hole as recorded (the latest for a hole counts). */
export interface WolfChoice {
  roundNumber: number;
  holeNumber: number;
  choice: WolfChoiceKind;
  /** The partner's player id, with `partner` only. */
  partnerId?: string | null;
}

/**
 * Where a Wolf hole stands: `not_started` (no score, no choice), `waiting_for_wolf` (scores but no
 * choice: it counts nothing until the wolf chooses), `in_play` (chosen, not every player scored),
 * `scored` (chosen and all four scored: its points count).
 */
export type WolfHoleStatus = 'not_started' | 'waiting_for_wolf' | 'in_play' | 'scored';

export interface WolfHole {
  roundNumber: number;
  holeNumber: number;
  wolfId: string;
  choice: WolfChoiceKind | null;
  partnerId: string | null;
  status: WolfHoleStatus;
  /** The wolf's side's best score and the others' best, once scored. */
  sideScores: { wolf: number; others: number } | null;
  /** The side that won the hole once scored; null when level (no points) or not scored. */
  winner: 'wolf' | 'others' | null;
  /** Each player's points on the hole, in the game's player order (all 0 until scored). */
  points: Array<{ playerId: string; points: number }>;
}

export interface WolfResult {
  holes: WolfHole[];
  /** Points over the holes scored, in the game's player order; they add up to zero. */
  totals: Array<{ playerId: string; points: number }>;
}

/** What a won hole is worth to the wolf and to each player against them: partner 1 each; lone 6 against 2; blind 9 against 3. */
const STAKES: Record<WolfChoiceKind, { wolf: number; each: number }> = {
  partner: { wolf: 1, each: 1 },
  lone: { wolf: 6, each: 2 },
  blind: { wolf: 9, each: 3 },
};

/** The wolf on hole `holeNumber`: the player at position ((h − 1) mod 4) + 1 of the game's order. */
export function wolfOf(playerIds: readonly string[], holeNumber: number): string {
  if (playerIds.length !== 4) throw new GolfRuleError(`Wolf is played by exactly four players, this game has ${playerIds.length}`);
  return playerIds[(holeNumber - 1) % 4]!;
}

/**
 * Wolf (docs/golf-rules.md section 12) over a game's holes, with the choices recorded. A side's
 * score is its best ball (net in net scoring); the lower side wins the hole, level scores win
 * nothing. Points are zero-sum: with a partner each winner +1 and each loser −1; a lone wolf ±6
 * against ∓2 each; a blind wolf ±9 against ∓3 each. A hole counts once the wolf has chosen and
 * all four players have a score on it.
 */
export function wolf(input: RoundsInput, choices: readonly WolfChoice[]): WolfResult {
  const { playerIds, holes } = sideGameHoles(input);
  const chosen = new Map(choices.map((c) => [`${c.roundNumber}.${c.holeNumber}`, c]));
  const order = playerIds.join(' ');
  const played = holes.map((hole): WolfHole => {
    const recorded = chosen.get(`${hole.roundNumber}.${hole.holeNumber}`);
    // The same hole (a value), choice and players play the same: kept from batch to batch (decision 0854).
    const kept = wolfHoles.get(hole);
    if (kept && kept.recorded === recorded && kept.order === order) return kept.played;
    const result = wolfHole(hole, recorded, playerIds);
    wolfHoles.set(hole, { recorded, order, played: result });
    return result;
  });
  const totals = playerIds.map((playerId) => ({
    playerId,
    points: played.reduce((sum, hole) => sum + hole.points.find((p) => p.playerId === playerId)!.points, 0),
  }));
  return { holes: played, totals };
}

/** Each hole's play as worked out, with the choice (the recorded object) and the players' order it was worked out with. */
const wolfHoles = new WeakMap<SideGameHole, { recorded: WolfChoice | undefined; order: string; played: WolfHole }>();

function wolfHole(hole: SideGameHole, recorded: WolfChoice | undefined, playerIds: readonly string[]): WolfHole {
  const wolfId = wolfOf(playerIds, hole.holeNumber);
  const choice = recorded?.choice ?? null;
  const partnerId = choice === 'partner' ? (recorded?.partnerId ?? null) : null;
  const scored = hole.scores.filter((s) => s.score !== null);
  const none = playerIds.map((playerId) => ({ playerId, points: 0 }));
  const { roundNumber, holeNumber } = hole;
  // Literal objects of one shape, not spreads: every hole of every game, on every batch that touches it.
  if (choice === null || (choice === 'partner' && (partnerId === null || partnerId === wolfId || !playerIds.includes(partnerId)))) {
    const status = scored.length > 0 ? 'waiting_for_wolf' : 'not_started';
    return { roundNumber, holeNumber, wolfId, choice: null, partnerId: null, status, sideScores: null, winner: null, points: none };
  }
  if (scored.length < playerIds.length)
    return { roundNumber, holeNumber, wolfId, choice, partnerId, status: 'in_play', sideScores: null, winner: null, points: none };
  const onWolfSide = (id: string) => id === wolfId || id === partnerId;
  const best = (wolfSide: boolean) => Math.min(...hole.scores.filter((s) => onWolfSide(s.playerId) === wolfSide).map((s) => s.score!));
  const sideScores = { wolf: best(true), others: best(false) };
  const winner = sideScores.wolf < sideScores.others ? 'wolf' : sideScores.others < sideScores.wolf ? 'others' : null;
  if (winner === null) return { roundNumber, holeNumber, wolfId, choice, partnerId, status: 'scored', sideScores, winner, points: none };
  const sign = winner === 'wolf' ? 1 : -1;
  const stake = STAKES[choice];
  const points = playerIds.map((playerId) => ({
    playerId,
    points: sign * (playerId === wolfId ? stake.wolf : onWolfSide(playerId) ? stake.each : -stake.each),
  }));
  return { roundNumber, holeNumber, wolfId, choice, partnerId, status: 'scored', sideScores, winner, points };
}
