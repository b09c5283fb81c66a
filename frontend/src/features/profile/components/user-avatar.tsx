import type { UserView } from '@golf/contracts';
import { initials } from '../display-name.ts';

export function UserAvatar({ user, size = 'md' }: { user: UserView; size?: 'md' | 'lg' }) {
  const className = `avatar avatar--${size}`;
  if (user.profileImageUrl) return <img className={className} src={user.profileImageUrl} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {initials(user)}
    </span>
  );
}
