import type { AdminUserView } from '@golf/contracts';
import { PencilIcon } from '../../../../components/icons/pencil-icon.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { usePromoteUser } from '../../api/promote-user.ts';

const fullName = (user: AdminUserView) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

type UserCardProps = { user: AdminUserView; isSelf: boolean; onEdit: (user: AdminUserView) => void };

/** One user of the admin list: who, their roles as toggles (not for oneself), their games and courses, handicap ('—' when none), and Edit. */
export function UserCard({ user, isSelf, onEdit }: UserCardProps) {
  const promote = usePromoteUser();
  const selfNote = isSelf ? 'You cannot change your own roles' : undefined;
  return (
    <li className="user-card" aria-label={fullName(user)}>
      <div className="user-card__main">
        <div className="user-card__head">
          <p className="user-card__name">
            {fullName(user)}
            {isSelf ? <span className="user-card__you"> (you)</span> : null}
          </p>
          <Button variant="outline" size="sm" onClick={() => onEdit(user)} aria-label={`Edit ${fullName(user)}`}>
            <PencilIcon size={16} />
            Edit
          </Button>
        </div>
        <p className="user-card__meta">
          @{user.username} · <span className="break-all">{user.email}</span>
        </p>
        <p className="user-card__meta">
          {plural(user.gameCount, 'game')} · {plural(user.courseCount, 'course')}
          {` · HCP ${user.handicap === null ? '—' : user.handicap}`}
        </p>
        <div className="badge-row">
          {user.isSuperAdmin ? <Badge variant="accent">Super Admin</Badge> : user.isAdmin ? <Badge variant="secondary">Admin</Badge> : null}
          <Badge variant="outline">{user.authProvider === 'external' ? 'External Account' : 'Local Account'}</Badge>
        </div>
      </div>
      <div className="user-card__actions">
        <Switch
          label="Admin"
          checked={user.isAdmin}
          disabled={isSelf}
          description={selfNote}
          onCheckedChange={(isAdmin) => promote.mutate({ id: user.id, roles: { isAdmin } })}
        />
        <Switch
          label="Super Admin"
          checked={user.isSuperAdmin}
          disabled={isSelf}
          description={selfNote}
          onCheckedChange={(isSuperAdmin) => promote.mutate({ id: user.id, roles: { isSuperAdmin } })}
        />
      </div>
    </li>
  );
}
