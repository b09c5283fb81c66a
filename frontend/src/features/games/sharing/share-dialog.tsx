import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useGame } from '../api/get-game.ts';
import { EmailSharePanel } from './email-share-panel.tsx';
import { LinkPanel } from './link-panel.tsx';
import { ManageSharesPanel } from './manage-shares-panel.tsx';
import { PlayerLinkPanel } from './player-link-panel.tsx';

/** The share dialog (spec 2): Admin, Player and Viewer links, an e-mail invitation, and who has access. */
export function ShareDialog({
  gameId,
  gameName,
  open,
  onOpenChange,
}: {
  gameId: string;
  gameName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share Game" description={gameName}>
      <ShareTabs gameId={gameId} />
    </Dialog>
  );
}

function ShareTabs({ gameId }: { gameId: string }) {
  const [tab, setTab] = useState('admin');
  const game = useGame(gameId);
  if (!game.data) return <Spinner size={24} label="Loading the game" />;
  const players = game.data.players;
  return (
    <div className="share-dialog">
      <Tabs
        label="Share by"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'admin', label: 'Admin', content: <LinkPanel gameId={gameId} level="admin" /> },
          { value: 'player', label: 'Player', content: <PlayerLinkPanel gameId={gameId} players={players} /> },
          { value: 'viewer', label: 'Viewer', content: <LinkPanel gameId={gameId} level="viewer" /> },
          { value: 'email', label: 'Email', content: <EmailSharePanel gameId={gameId} players={players} /> },
          { value: 'manage', label: 'Manage', content: <ManageSharesPanel gameId={gameId} players={players} /> },
        ]}
      />
    </div>
  );
}
