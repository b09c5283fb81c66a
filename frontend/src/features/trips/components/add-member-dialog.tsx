import { tripMessages, type TripRole } from '@golf/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAddTripMember } from '../api/change-trip-members.ts';
import { MEMBER_SEARCH_MIN_LENGTH, useMemberSearch } from '../api/pick-lists.ts';

const ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'organizer', label: 'Organizer' },
];

type AddMemberDialogProps = { tripId: string; open: boolean; onOpenChange: (open: boolean) => void; memberIds: readonly string[] };

/** 'Add Member': find a registered user, choose their role. */
export function AddMemberDialog({ tripId, open, onOpenChange, memberIds }: AddMemberDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Member" description="Find a registered player and choose their role.">
      <AddMemberForm tripId={tripId} memberIds={memberIds} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function AddMemberForm({ tripId, memberIds, onDone }: { tripId: string; memberIds: readonly string[]; onDone: () => void }) {
  const [query, setQuery] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<TripRole>('member');
  const [error, setError] = useState<string | null>(null);
  const search = useMemberSearch(useSettled(query.trim(), 300));
  const adding = useAddTripMember(tripId, { onSuccess: onDone });
  const candidates = (search.data ?? []).filter((user) => !memberIds.includes(user.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return setError(tripMessages.selectUser);
    adding.mutate({ userId, role });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <SearchField label="Search players" placeholder="Name, username or e-mail" value={query} onChange={(e) => setQuery(e.target.value)} />
      {query.trim().length < MEMBER_SEARCH_MIN_LENGTH ? (
        <p className="field__hint">Type at least 2 characters to search</p>
      ) : search.isFetching ? (
        <Spinner size={20} />
      ) : search.isError ? (
        <p className="form__error">{search.error.message}</p>
      ) : candidates.length === 0 ? (
        <p className="field__hint">No players found</p>
      ) : (
        <div className="trip-pick" role="radiogroup" aria-label="Player">
          {candidates.map((user) => {
            const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'Golfer';
            return (
              <label key={user.id} className="trip-pick__option">
                <input
                  type="radio"
                  name="member"
                  checked={userId === user.id}
                  onChange={() => {
                    setUserId(user.id);
                    setError(null);
                  }}
                />
                <span className="trip-row__text">
                  <span className="trip-row__title">{name}</span>
                  <span className="trip-row__meta">{user.email ?? `HCP ${user.handicap ?? '–'}`}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <SelectField label="Role" options={ROLES} value={role} onChange={(e) => setRole(e.target.value as TripRole)} />
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={adding.isPending}>
          Add Member
        </Button>
      </div>
    </form>
  );
}
