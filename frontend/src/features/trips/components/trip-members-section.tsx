import { useState } from 'react';
import { UserPlusIcon } from '../../../components/icons/user-plus-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RemoveRowButton, TripSection } from './trip-section.tsx';
import { useRemoveTripMember } from '../api/change-trip-members.ts';
import { useTripMembers } from '../api/get-trip-details.ts';
import { memberName } from '../model/trip-labels.ts';
import { AddMemberDialog } from './add-member-dialog.tsx';

/** The trip's members with their roles; organizers get 'Add Member' and a remove button per member. */
export function TripMembersSection({ tripId, organizer }: { tripId: string; organizer: boolean }) {
  const members = useTripMembers(tripId);
  const removal = useRemoveTripMember(tripId);
  const [adding, setAdding] = useState(false);
  return (
    <TripSection
      title="Members"
      add={organizer ? { label: 'Add Member', icon: <UserPlusIcon size={16} />, onClick: () => setAdding(true) } : null}
    >
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <p className="form__error">Could not load the members.</p>
      ) : (
        <ul className="trip-rows" aria-label="Members">
          {members.data.map((member) => (
            <li key={member.userId} className="trip-row">
              <span className="trip-row__text">
                <span className="trip-row__title">{memberName(member.user)}</span>
                <span className="trip-row__meta">
                  {member.user.email} · HCP {member.user.handicap ?? '–'}
                </span>
              </span>
              <Badge variant={member.role === 'organizer' ? 'default' : 'secondary'}>
                {member.role === 'organizer' ? 'Organizer' : 'Member'}
              </Badge>
              {organizer ? (
                <RemoveRowButton
                  name={memberName(member.user)}
                  disabled={removal.isPending}
                  onClick={() => removal.mutate(member.userId)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {organizer ? (
        <AddMemberDialog tripId={tripId} open={adding} onOpenChange={setAdding} memberIds={members.data?.map((m) => m.userId) ?? []} />
      ) : null}
    </TripSection>
  );
}
