import { PageHeader } from '../../components/layout/page-header.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { HandicapSection } from '../../features/handicap/components/handicap-section.tsx';
import { ProfileDetails } from '../../features/profile/components/profile-details.tsx';
import { FollowedList } from '../../features/push/components/followed-list.tsx';
import { StatsSection } from '../../features/stats/components/stats-section.tsx';
import '../../features/push/push.css';

export function ProfileRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="page">
      <PageHeader title="Profile" description="Your account, handicap index, statistics and notifications." />
      <ProfileDetails user={user} />
      <FollowedList />
      <HandicapSection typedHandicap={user.handicap} />
      <StatsSection />
    </div>
  );
}
