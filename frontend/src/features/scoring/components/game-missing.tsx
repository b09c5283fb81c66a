import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';

type GameMissingProps = { title?: string; text?: ReactNode; to?: string; action?: string };

/** A game (or a part of it) that cannot be shown: why, and one way on ('Game not found' → Go Home). */
export function GameMissing({
  title = 'Game not found',
  text = 'It may have been deleted, or you may not have access to it.',
  to = '/',
  action = 'Go Home',
}: GameMissingProps) {
  return (
    <div className="not-found">
      <h1 className="not-found__title">{title}</h1>
      <p className="not-found__text">{text}</p>
      <Link to={to} className={buttonClass('primary')}>
        {action}
      </Link>
    </div>
  );
}
