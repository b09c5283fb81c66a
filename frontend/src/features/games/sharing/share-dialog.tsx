import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useGame } from '../api/get-game.ts';
import { EmailSharePanel } from './email-share-panel.tsx';
import { LinkPanel } from './link-panel.tsx';
import { ManageSharesPanel } from './manage-shares-panel.tsx';
import { PlayerLinkPanel } from './player-link-panel.tsx';
import { firstShareTab } from './share-labels.ts';

/** The share dialog (spec 2): Player and Viewer links, an e-mail invitation, who has access, and the Admin link last. */
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
      <ShareTabs gameId={gameId} gameName={gameName} />
    </Dialog>
  );
}

function ShareTabs({ gameId, gameName }: { gameId: string; gameName: string }) {
  const game = useGame(gameId);
  const [chosen, setTab] = useState<string | null>(null);
  if (!game.data) return <Spinner size={24} label="Loading the game" />;
  const { players, status } = game.data;
  const tab = chosen ?? firstShareTab(status);
  return (
    <div className="share-dialog">
      <Tabs
        label="Share by"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'player', label: 'Player', content: <PlayerLinkPanel gameId={gameId} gameName={gameName} players={players} /> },
          { value: 'viewer', label: 'Viewer', content: <LinkPanel gameId={gameId} gameName={gameName} level="viewer" /> },
          { value: 'email', label: 'Email', content: <EmailSharePanel gameId={gameId} players={players} /> },
          { value: 'manage', label: 'Manage', content: <ManageSharesPanel gameId={gameId} players={players} /> },
          { value: 'admin', label: 'Admin', content: <LinkPanel gameId={gameId} gameName={gameName} level="admin" /> },
        ]}
      />
    </div>
  );
}
