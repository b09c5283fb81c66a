import type { GameAccessLevel } from '@golf/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useShareLinks } from '../api/get-share-links.ts';
import { levelLabels, levelPromises, tvLinkOf } from './share-labels.ts';
import { ShareLink } from './share-link.tsx';

/** The Admin or Viewer tab: the level's link; the viewer's also opens the TV view for the clubhouse screen. */
export function LinkPanel({ gameId, level }: { gameId: string; level: Exclude<GameAccessLevel, 'player'> }) {
  const links = useShareLinks(gameId);
  if (links.isPending) return <Spinner size={24} label="Loading the link" />;
  if (!links.data) return <p className="field__error">The link could not be loaded. Please try again.</p>;
  const link = links.data[level];
  return (
    <div className="share-panel">
      <ShareLink title={`${levelLabels[level]} link`} promise={levelPromises[level]} link={link} qrLabel={`QR code of the ${level} link`} />
      {level === 'viewer' ? (
        <ShareLink
          title="TV view link"
          promise="For the clubhouse screen or a projector: the leaderboard in large type, scrolling by itself, live."
          link={tvLinkOf(link)}
          qrLabel="QR code of the TV view link"
        />
      ) : null}
    </div>
  );
}
