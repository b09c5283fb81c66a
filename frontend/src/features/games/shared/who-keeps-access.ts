import type { GameAccessLevel } from '@golf/contracts';

/**
 * Who keeps their access once a level's code (or, `null`, every code) is replaced: everyone who
 * joined with an account keeps it (decision 0320); a spectator who opened the viewer link without
 * one held only a pass for that code (decision 0025), and a TV screen the viewer link, so a new
 * view code shuts them out until they get the new link. Player and admin codes need an account.
 */
export function whoKeepsAccess(level: GameAccessLevel | null): string {
  if (level === 'admin' || level === 'player') return 'Everyone who already joined keeps their access (they all joined with an account).';
  return 'Everyone who joined with an account keeps their access. Spectators who opened the viewer link without an account, and TV screens, need the new viewer link.';
}
