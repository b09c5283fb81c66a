import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../icons/arrow-left-icon.tsx';

/** The "go back" link at the top of a screen (games, trips, the board). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftIcon size={18} />
      {children}
    </Link>
  );
}
