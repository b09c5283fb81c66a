/**
 * A moment: something in a game a follower wants to hear of on a locked phone (docs/user-guide.md,
 * "Follow a game"). `key` names it once and for all (the once-only rule: a moment with a key
 * already sent is never sent again); `kind` is what the rate rule counts (one notification per
 * game, per kind, per minute, several of a kind folded into one).
 */
export type MomentKind =
  | 'leader'
  | 'match_closed'
  | 'dormie'
  | 'skin_won'
  | 'hole_in_one'
  | 'eagle'
  | 'round_finished'
  | 'nassau_settled'
  | 'press_opened'
  | 'trip_leader'
  | 'cup_match_decided'
  | 'cup_result';

export interface Moment {
  key: string;
  kind: MomentKind;
  /** The game it happened in (for a trip's leader, the game whose result changed the lead; for the cup, the match's game). */
  gameId: string;
  /** The notification's first line, a golfer's words: "New leader", "Hole-in-one!". */
  title: string;
  /** The notification's text: "Ann leads at 2 under after 7". */
  body: string;
  /** The round and hole it is about, where the tap opens the leaderboard; null for none in particular. */
  roundNumber: number | null;
  holeNumber: number | null;
}

/** A moment already sent (or folded into one sent), with the instant it went, as the sender records it. */
export interface SentMoment {
  key: string;
  kind: MomentKind;
  sentAt: string;
}

/** One notification to send: one or more moments of one kind in one game, folded. */
export interface MomentNotification {
  kind: MomentKind;
  gameId: string;
  title: string;
  body: string;
  roundNumber: number | null;
  holeNumber: number | null;
  /** Keys of the moments it carries: each is sent once and never again. */
  keys: string[];
}
