import { AlertTriangleIcon } from '../../../components/icons/alert-triangle-icon.tsx';
import { CheckCircleIcon } from '../../../components/icons/check-circle-icon.tsx';
import { RefreshCwIcon } from '../../../components/icons/refresh-cw-icon.tsx';
import { useIsOnline } from '../../../lib/online-status.ts';
import { syncStatusText } from '../model/sync-queue.ts';
import { CloudOffIcon } from './cloud-off-icon.tsx';

/**
 * Whether the scores entered on this phone are on the server: "3 scores waiting to sync" while
 * any wait, "1 score not synced" for refusals still to settle, "All scores synced" once none
 * are left, and an "Offline" mark while there is no connection.
 */
export function SyncStatus({ waiting, refused }: { waiting: number; refused: number }) {
  const online = useIsOnline();
  const text = syncStatusText(waiting, refused);
  const tone = waiting > 0 ? ' sync-status--waiting' : refused > 0 ? ' sync-status--refused' : '';
  return (
    <div className={`sync-status${tone}`} role="status">
      {online ? null : (
        <span className="sync-status__offline">
          <CloudOffIcon size={16} />
          Offline
        </span>
      )}
      <span className="sync-status__text">
        {waiting > 0 ? <RefreshCwIcon size={16} /> : refused > 0 ? <AlertTriangleIcon size={16} /> : <CheckCircleIcon size={16} />}
        {text}
      </span>
      {!online ? <span className="sync-status__hint">Scores are kept on this phone</span> : null}
    </div>
  );
}
