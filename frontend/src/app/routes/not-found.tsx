import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button.tsx';

export function NotFoundRoute() {
  return (
    <div className="not-found">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">The page you are looking for does not exist. Check the address, or go back home.</p>
      <Link to="/" className={buttonClass('primary')}>
        Go Home
      </Link>
    </div>
  );
}
