import { UserPlusIcon } from '../../../components/icons/user-plus-icon.tsx';

type UserChoiceProps = {
  firstName: string | null;
  lastName: string | null;
  /** Shown when known: a trip member's, or the address the search was (a search gives no one's address otherwise). */
  email: string | null;
  handicap: number | null;
  /** The app's Handicap Index of them, offered beside the typed one. */
  appHandicapIndex: number | null;
  onPick: () => void;
};

/** A registered user to pick as the current player. */
export function UserChoice({ firstName, lastName, email, handicap, appHandicapIndex, onPick }: UserChoiceProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ') || email || 'Golfer';
  return (
    <button type="button" className="choice" onClick={onPick}>
      <span className="choice__text">
        <span className="choice__title">{name}</span>
        <span className="choice__meta">
          {email ? `${email} · ` : ''}HCP {handicap ?? '–'}
          {appHandicapIndex === null ? '' : ` · App index ${appHandicapIndex.toFixed(1)}`}
        </span>
      </span>
      <UserPlusIcon size={20} className="choice__icon" />
    </button>
  );
}
