import type { UserSearchResult } from '@golf/contracts';
import { UserPlusIcon } from '../../../components/icons/user-plus-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import type { TripMemberChoice } from '../api/get-trip-members.ts';
import { HandicapOffer } from './handicap-offer.tsx';
import { ManualEntryTab } from './manual-entry-tab.tsx';
import { slotFromUser, withTypedName, type PlayerSlot } from './player-slots.ts';
import { TripMembersTab } from './trip-members-tab.tsx';
import { UserSearchTab } from './user-search-tab.tsx';

export type PlayerTab = 'trip' | 'search' | 'manual';

type PlayerEditorProps = {
  slot: PlayerSlot;
  tab: PlayerTab;
  tripMembers: TripMemberChoice[];
  handicapError: string | undefined;
  onTab: (tab: PlayerTab) => void;
  onChange: (slot: PlayerSlot) => void;
  /** A registered user was picked: the wizard moves on to the next place. */
  onPicked: (slot: PlayerSlot) => void;
  /** 'Add me': the signed-in user as this player, with the name shown on the button; null when not offered. */
  addMe: { name: string; pick: () => void } | null;
};

/** The tabs for filling one player: Trip Members (with a trip), User Search, Manual Entry. */
export function PlayerEditor({ slot, tab, tripMembers, handicapError, onTab, onChange, onPicked, addMe }: PlayerEditorProps) {
  const pickUser = (user: UserSearchResult) => onPicked(slotFromUser(slot, { ...user, userId: user.id }));
  const items: TabItem[] = [
    ...(tripMembers.length > 0
      ? [
          {
            value: 'trip',
            label: 'Trip Members',
            content: <TripMembersTab members={tripMembers} onPick={(m) => onPicked(slotFromUser(slot, m))} />,
          },
        ]
      : []),
    { value: 'search', label: 'User Search', content: <UserSearchTab onPick={pickUser} /> },
    {
      value: 'manual',
      label: 'Manual Entry',
      content: (
        <>
          <ManualEntryTab
            slot={slot}
            onName={(name) => onChange(withTypedName(slot, name))}
            onHandicap={(handicap) => onChange({ ...slot, handicap })}
          />
          {handicapError ? (
            <p className="field__error" role="alert">
              {handicapError}
            </p>
          ) : null}
        </>
      ),
    },
  ];
  const locked = slot.playerId !== null;
  return (
    <div className="stack">
      {slot.name.trim() && (locked || tab !== 'manual') ? (
        <div className="chosen-player" aria-live="polite">
          <span className="chosen-player__name">{slot.name}</span>
          <span className="muted">
            HCP {slot.handicap || '0'}
            {slot.email ? ` · ${slot.email}` : ''}
            {locked ? ' · in the game' : ''}
          </span>
          <HandicapOffer slot={slot} onChange={onChange} />
        </div>
      ) : null}
      {addMe ? (
        <Button size="lg" block onClick={addMe.pick} aria-describedby={`${slot.key}-add-me`}>
          <UserPlusIcon size={20} />
          Add me
        </Button>
      ) : null}
      {addMe ? (
        <p id={`${slot.key}-add-me`} className="muted add-me__hint">
          Play in this game as {addMe.name}, with your handicap and account. Or add someone else:
        </p>
      ) : null}
      {locked ? null : <Tabs label="How to add this player" items={items} value={tab} onValueChange={(v) => onTab(v as PlayerTab)} />}
    </div>
  );
}
