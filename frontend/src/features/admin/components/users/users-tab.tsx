import type { AdminUserView } from '@golf/contracts';
import { useState } from 'react';
import { UserPlusIcon } from '../../../../components/icons/user-plus-icon.tsx';
import { UsersIcon } from '../../../../components/icons/users-icon.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { SearchField } from '../../../../components/ui/search-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useAdminUsers } from '../../api/get-admin-users.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { UserCard } from './user-card.tsx';

/** The search waits for typing to pause, as the other user searches do (spec §9). */
const SEARCH_DEBOUNCE_MS = 300;

/** The Users tab: search, Create User, and each user with role toggles and Edit. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(settled);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUserView | null>(null);

  return (
    <div className="admin-users">
      <div className="admin-users__toolbar">
        <SearchField
          label="Search users"
          placeholder="Search by name, username or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button onClick={() => setCreating(true)}>
          <UserPlusIcon size={18} />
          Create User
        </Button>
      </div>
      {users.isPending ? <Spinner label="Loading users" /> : null}
      {users.isError ? (
        <EmptyState
          tone="error"
          title="Could not load the users"
          action={<Button onClick={() => void users.refetch()}>Try Again</Button>}
        />
      ) : null}
      {users.data?.length === 0 ? (
        <EmptyState icon={<UsersIcon size={28} />} title={settled ? 'No users found matching your search' : 'No users yet'} />
      ) : null}
      {users.data && users.data.length > 0 ? (
        <ul className="user-list" aria-label="Users">
          {users.data.map((user) => (
            <UserCard key={user.id} user={user} isSelf={user.id === currentUserId} onEdit={setEditing} />
          ))}
        </ul>
      ) : null}
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
