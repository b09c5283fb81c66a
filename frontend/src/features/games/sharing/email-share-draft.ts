import type { GameAccessLevel, ShareWithUserBody } from '@golf/contracts';
import { sharingMessages } from '@golf/contracts';

/** The Email tab as typed: an address, a level and, for a player, the player they score for ('' = their own). */
export type EmailShareDraft = { email: string; accessLevel: GameAccessLevel; playerName: string };

export const emptyEmailShare: EmailShareDraft = { email: '', accessLevel: 'player', playerName: '' };

/**
 * The body to send, or the field's message (spec 5, Sharing): the e-mail is trimmed, required
 * ('Email required') and must contain @ ('Invalid email'); a player name only goes with level player.
 */
export function checkEmailShare(draft: EmailShareDraft): { body: ShareWithUserBody } | { error: string } {
  const email = draft.email.trim();
  if (email === '') return { error: sharingMessages.emailRequired };
  if (!email.includes('@')) return { error: sharingMessages.invalidEmail };
  const playerName = draft.accessLevel === 'player' && draft.playerName.trim() !== '' ? draft.playerName.trim() : null;
  return { body: { email, accessLevel: draft.accessLevel, playerName } };
}
