import type { AdminStatsView } from '@golf/contracts';
import { ActivityIcon } from '../../../../components/icons/activity-icon.tsx';
import { FlagIcon } from '../../../../components/icons/flag-icon.tsx';
import { MapPinIcon } from '../../../../components/icons/map-pin-icon.tsx';
import { PlayIcon } from '../../../../components/icons/play-icon.tsx';
import { RefreshCwIcon } from '../../../../components/icons/refresh-cw-icon.tsx';
import { UserIcon } from '../../../../components/icons/user-icon.tsx';
import { UsersIcon } from '../../../../components/icons/users-icon.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useAdminStats } from '../../api/get-admin-stats.ts';
import { ActivityChart } from './activity-chart.tsx';
import { SetAsideStreams } from './set-aside-streams.tsx';
import { StatCard } from './stat-card.tsx';

const number = (value: number) => value.toLocaleString();

/** How far the screens are behind what was recorded, in an admin's words: up to date, or how many changes are still on their way. */
function delayCaption(projector: AdminStatsView['projector']): string {
  if (projector.lag === null) return 'Not measured yet: the updater has not reported';
  if (projector.lag === 0) return 'Every screen shows the latest changes';
  return projector.lag >= 10_000 ? 'At least this many changes are not on screens yet' : 'Changes not on screens yet';
}

/** The Overview tab: the streams being repaired (with Retry), the four counts, this week's active users, how current the screens are, and 30 days of activity. */
export function OverviewTab() {
  const stats = useAdminStats();
  if (stats.isPending) return <Spinner label="Loading statistics" />;
  if (stats.isError) {
    return (
      <EmptyState
        tone="error"
        title="Could not load the statistics"
        text="Please try again."
        action={<Button onClick={() => void stats.refetch()}>Try Again</Button>}
      />
    );
  }
  const data = stats.data;
  const { projector } = data;
  return (
    <div className="admin-overview">
      <SetAsideStreams setAside={data.setAside} />
      <div className="stat-grid">
        <StatCard label="Total Users" value={number(data.totalUsers)} icon={<UsersIcon size={18} />} />
        <StatCard label="Total Games" value={number(data.totalGames)} icon={<FlagIcon size={18} />} />
        <StatCard label="Total Courses" value={number(data.totalCourses)} icon={<MapPinIcon size={18} />} />
        <StatCard label="Active Games" value={number(data.activeGames)} icon={<PlayIcon size={18} />} caption="In progress now" />
      </div>
      <div className="stat-grid">
        <StatCard
          label="Active Users This Week"
          value={number(data.activeUsersThisWeek)}
          icon={<UserIcon size={18} />}
          caption="Did anything in the last 7 days"
        />
        <StatCard
          label="Update delay"
          value={projector.lag === null ? '—' : number(projector.lag)}
          icon={<ActivityIcon size={18} />}
          caption={delayCaption(projector)}
        />
        <StatCard
          label="Changes recorded"
          value={projector.head === null ? '—' : number(Number(projector.head))}
          icon={<ActivityIcon size={18} />}
          caption="Every score, game and account change kept so far"
        />
      </div>
      <section className="admin-overview__activity" aria-labelledby="activity-heading">
        <div className="admin-overview__activity-head">
          <h2 id="activity-heading" className="admin-overview__heading">
            Last 30 days
          </h2>
          <Button variant="outline" size="sm" loading={stats.isFetching} onClick={() => void stats.refetch()}>
            <RefreshCwIcon size={16} />
            Refresh
          </Button>
        </div>
        <div className="chart-grid">
          <ActivityChart title="Games Created" measure="gamesCreated" daily={data.daily} color="var(--green-700)" />
          <ActivityChart title="Rounds Completed" measure="roundsCompleted" daily={data.daily} color="var(--color-gold)" />
          <ActivityChart title="Scores Entered" measure="scoresEntered" daily={data.daily} color="var(--green-600)" />
        </div>
      </section>
    </div>
  );
}
