import { PageHeader } from '../../components/layout/page-header.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { HandicapSection } from '../../features/handicap/components/handicap-section.tsx';
import { ProfileDetails } from '../../features/profile/components/profile-details.tsx';

export function ProfileRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="page">
      <PageHeader title="Profile" description="Your account and handicap index." />
      <ProfileDetails user={user} />
      <HandicapSection typedHandicap={user.handicap} />
    </div>
  );
}
