import type { AccessGrant } from '@golf/events';
import type { GameAccessRow } from '@golf/read-db';

/** A read.game_access row as the grant it stores. */
export function grantOfRow(row: GameAccessRow): AccessGrant {
  const { gameId: _gameId, ...grant } = row;
  return grant;
}
