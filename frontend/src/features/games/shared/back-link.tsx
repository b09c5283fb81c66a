import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons/arrow-left-icon.tsx';

/** The "go back" link at the top of a game screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="top-back-link">
      <ArrowLeftIcon size={18} />
      {children}
    </Link>
  );
}
