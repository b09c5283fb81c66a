import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from '../icons/search-icon.tsx';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Accessible name; the placeholder alone is not a label. */
  label: string;
};

/** A search input with a magnifier; type="search" gives phones a Search key and a clear button. */
export function SearchField({ label, className, ...props }: SearchFieldProps) {
  return (
    <div className={['search-field', className].filter(Boolean).join(' ')}>
      <SearchIcon size={18} className="search-field__icon" />
      <input type="search" className="input search-field__input" aria-label={label} autoComplete="off" {...props} />
    </div>
  );
}
