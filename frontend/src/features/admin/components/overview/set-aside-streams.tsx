import type { AdminStatsView, SetAsideStreamView } from '@golf/contracts';
import { RefreshCwIcon } from '../../../../components/icons/refresh-cw-icon.tsx';
import { WrenchIcon } from '../../../../components/icons/wrench-icon.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useRetryStream } from '../../api/retry-stream.ts';

const KIND: Record<SetAsideStreamView['kind'], string> = { game: 'Game', trip: 'Trip', course: 'Course', user: 'Account', other: 'Stream' };

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** "Game “Sunday Skins”", or the kind and id when the read tables have no name for it. */
const titleOf = (row: SetAsideStreamView) => (row.name ? `${KIND[row.kind]} “${row.name}”` : `${KIND[row.kind]} ${row.id}`);

/**
 * The streams the projector set aside, each with the event it stopped at, the error and a
 * Retry (once the fix is deployed): the dashboard's figures leave out what they recorded since.
 */
export function SetAsideStreams({ setAside }: { setAside: AdminStatsView['setAside'] }) {
  const retry = useRetryStream();
  if (setAside.length === 0) return null;
  return (
    <section className="set-aside" aria-labelledby="set-aside-heading">
      <h2 id="set-aside-heading" className="admin-overview__heading">
        <WrenchIcon size={18} />
        Being repaired ({setAside.length})
      </h2>
      <p className="set-aside__lead">
        The projector could not apply an event of {setAside.length === 1 ? 'this stream' : 'these streams'}, so{' '}
        {setAside.length === 1 ? 'it waits' : 'they wait'} while every other stream goes on. Their screens say they are being repaired, and
        the figures above leave out what they recorded since. Deploy the fix (or run npm run rebuild after it), then Retry.
      </p>
      <ul className="set-aside__list" aria-label="Streams being repaired">
        {setAside.map((row) => (
          <li key={row.stream} className="set-aside__item">
            <div className="set-aside__head">
              <h3 className="set-aside__title">{titleOf(row)}</h3>
              <Button
                variant="outline"
                size="sm"
                loading={retry.isPending && retry.variables === row.stream}
                disabled={retry.isPending}
                onClick={() => retry.mutate(row.stream)}
                aria-label={`Retry ${titleOf(row)}`}
              >
                <RefreshCwIcon size={16} />
                Retry
              </Button>
            </div>
            <p className="set-aside__meta">
              Stopped at {row.eventType} (position {row.position}), written {when(row.since)}; projection {row.projection}
            </p>
            <p className="set-aside__error">{row.error}</p>
            <p className="set-aside__meta">
              <code>{row.stream}</code>
              {row.retries > 0 && row.lastRetryAt
                ? ` · retried ${row.retries} ${row.retries === 1 ? 'time' : 'times'}, last ${when(row.lastRetryAt)}`
                : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
