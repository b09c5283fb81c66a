import type { GameAccessLevel } from '@golf/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useShareLinks } from '../api/get-share-links.ts';
import { NewLinkButton } from './new-link-button.tsx';
import { levelLabels, levelPromises, shareLines, tvLinkOf } from './share-labels.ts';
import { ShareLink } from './share-link.tsx';

/** The Admin or Viewer tab: the level's link; the viewer's also opens the TV view for the clubhouse screen. */
export function LinkPanel({ gameId, gameName, level }: { gameId: string; gameName: string; level: Exclude<GameAccessLevel, 'player'> }) {
  const links = useShareLinks(gameId);
  if (links.isPending) return <Spinner size={24} label="Loading the link" />;
  if (!links.data) return <p className="field__error">The link could not be loaded. Please try again.</p>;
  const link = links.data[level];
  return (
    <div className="share-panel">
      <ShareLink
        title={`${levelLabels[level]} link`}
        promise={levelPromises[level]}
        link={link}
        qrLabel={`QR code of the ${level} link`}
        share={{ title: gameName, text: shareLines[level](gameName) }}
      />
      {level === 'viewer' ? (
        <ShareLink
          title="TV view link"
          promise="For the clubhouse screen or a projector: the leaderboard in large type, scrolling by itself, live."
          link={tvLinkOf(link)}
          qrLabel="QR code of the TV view link"
          share={{ title: gameName, text: shareLines.tv(gameName) }}
        />
      ) : null}
      <NewLinkButton gameId={gameId} level={level} />
    </div>
  );
}
