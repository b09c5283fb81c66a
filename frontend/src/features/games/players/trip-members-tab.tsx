import type { TripMemberChoice } from '../api/get-trip-members.ts';
import { UserChoice } from './user-choice.tsx';

/** The members of the game's trip; picking one fills the player. */
export function TripMembersTab({ members, onPick }: { members: TripMemberChoice[]; onPick: (member: TripMemberChoice) => void }) {
  return (
    <ul className="choice-list" aria-label="Trip members">
      {members.map((member) => (
        <li key={member.userId}>
          <UserChoice {...member} onPick={() => onPick(member)} />
        </li>
      ))}
    </ul>
  );
}
