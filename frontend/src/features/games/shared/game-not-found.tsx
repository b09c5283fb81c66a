import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';

/** A game that does not exist or that the user may not see (the API answers 404 for both). */
export function GameNotFound({
  title = 'Game not found',
  backTo = '/',
  backLabel = 'Go Home',
}: {
  title?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className="not-found">
      <h1 className="not-found__title">{title}</h1>
      <p className="not-found__text">It may have been deleted, or you may not have access to it.</p>
      <Link to={backTo} className={buttonClass('primary')}>
        {backLabel}
      </Link>
    </div>
  );
}
