import type { UserView } from '@golf/contracts';
import { useNavigate } from 'react-router-dom';
import { LogOutIcon } from '../../../components/icons/log-out-icon.tsx';
import { PencilIcon } from '../../../components/icons/pencil-icon.tsx';
import { SettingsIcon } from '../../../components/icons/settings-icon.tsx';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';
import { initials, menuName } from '../display-name.ts';
import { AccountBadges } from './account-badges.tsx';
import { UserAvatar } from './user-avatar.tsx';

type ProfileMenuProps = { user: UserView; onEditProfile: () => void; onSignOut: () => void };

export function ProfileMenu({ user, onEditProfile, onSignOut }: ProfileMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu
      label="Profile menu"
      // The avatar shows initials (unless a photo): the button's name starts with what it shows.
      triggerLabel={user.profileImageUrl ? 'Profile menu' : `${initials(user)} profile menu`}
      trigger={<UserAvatar user={user} />}
      triggerClassName="menu__trigger menu__trigger--avatar"
    >
      <DropdownMenuLabel>
        <p className="menu__name">{menuName(user)}</p>
        <p className="menu__meta">{user.email}</p>
        <p className="menu__meta">@{user.username}</p>
        <AccountBadges user={user} />
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<PencilIcon size={18} />} onSelect={onEditProfile}>
        Edit Profile
      </DropdownMenuItem>
      {/* The spec leaves Settings without an action; we open the profile screen, where the account's settings live. */}
      <DropdownMenuItem icon={<SettingsIcon size={18} />} onSelect={() => navigate('/profile')}>
        Settings
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<LogOutIcon size={18} />} onSelect={onSignOut} tone="danger">
        Sign Out
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
