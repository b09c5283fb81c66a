import type { UserSearchResult } from '@golf/contracts';
import { useState } from 'react';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { USER_SEARCH_MIN_LENGTH, useUserSearch } from '../api/search-users.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { UserChoice } from './user-choice.tsx';

/** Spec: the user search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/** Finds registered users by name, username or e-mail; picking one fills the player. */
export function UserSearchTab({ onPick }: { onPick: (user: UserSearchResult) => void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(query);
  const tooShort = text.trim().length < USER_SEARCH_MIN_LENGTH;

  return (
    <div className="stack">
      <SearchField
        label="Search users"
        placeholder="Search by name, username or full email"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {tooShort ? (
        <p className="muted">Type at least 2 characters to search</p>
      ) : search.isFetching || query !== text.trim() ? (
        <div className="center-row">
          <Spinner size={20} label="Searching" />
        </div>
      ) : search.isError ? (
        <p className="form__error" role="alert">
          {search.error.message}
        </p>
      ) : search.data && search.data.length === 0 ? (
        <p className="muted">No users found</p>
      ) : (
        <ul className="choice-list" aria-label="Search results">
          {search.data?.map((user) => (
            <li key={user.id}>
              <UserChoice
                firstName={user.firstName}
                lastName={user.lastName}
                email={user.email}
                handicap={user.handicap}
                appHandicapIndex={user.appHandicapIndex}
                onPick={() => onPick(user)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
