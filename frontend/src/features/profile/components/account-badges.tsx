import type { UserView } from '@golf/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Super Admin; Admin only when not also super admin; and how the account signs in. */
export function AccountBadges({ user }: { user: UserView }) {
  return (
    <div className="badge-row">
      {user.isSuperAdmin ? <Badge variant="accent">Super Admin</Badge> : null}
      {user.isAdmin && !user.isSuperAdmin ? <Badge>Admin</Badge> : null}
      <Badge variant="outline">{user.authProvider === 'local' ? 'Local Account' : 'External Account'}</Badge>
    </div>
  );
}
