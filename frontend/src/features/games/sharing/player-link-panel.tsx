import type { PlayerView } from '@golf/contracts';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useShareLinks } from '../api/get-share-links.ts';
import { NewLinkButton } from './new-link-button.tsx';
import { levelPromises, shareLines } from './share-labels.ts';
import { ShareLink } from './share-link.tsx';

/** The Player tab: a player link picks the player it scores for, so the player comes first (spec 5). */
export function PlayerLinkPanel({ gameId, gameName, players }: { gameId: string; gameName: string; players: readonly PlayerView[] }) {
  const [playerId, setPlayerId] = useState('');
  const links = useShareLinks(gameId, playerId || null, playerId !== '');
  const player = players.find((candidate) => candidate.id === playerId);
  return (
    <div className="share-panel">
      <SelectField
        label="Player"
        value={playerId}
        onChange={(event) => setPlayerId(event.target.value)}
        options={[
          { value: '', label: 'Choose the player' },
          ...players.map((candidate) => ({ value: candidate.id, label: candidate.name })),
        ]}
        hint="Each player link opens the game for one player’s phone."
      />
      {playerId === '' ? null : links.isPending ? (
        <Spinner size={24} label="Loading the link" />
      ) : links.data ? (
        <ShareLink
          title={`Player link for ${player?.name ?? 'the player'}`}
          promise={levelPromises.player}
          link={links.data.player}
          qrLabel={`QR code of ${player?.name ?? 'the player'}’s link`}
          share={{ title: gameName, text: shareLines.player(gameName, player?.name ?? 'your player') }}
        />
      ) : (
        <p className="field__error">The link could not be loaded. Please try again.</p>
      )}
      <NewLinkButton gameId={gameId} level="player" />
    </div>
  );
}
