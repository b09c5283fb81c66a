import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/layout/brand.tsx';
import { ActivityIcon } from '../../components/icons/activity-icon.tsx';
import type { IconProps } from '../../components/icons/icon.tsx';
import { MapIcon } from '../../components/icons/map-icon.tsx';
import { TrophyIcon } from '../../components/icons/trophy-icon.tsx';
import { UsersIcon } from '../../components/icons/users-icon.tsx';
import { buttonClass } from '../../components/ui/button.tsx';

const FEATURES: Array<{ icon: ComponentType<IconProps>; title: string; text: string }> = [
  { icon: TrophyIcon, title: 'Five formats', text: 'Dogfight, stroke play, match play, best ball and skins.' },
  { icon: UsersIcon, title: 'Your whole group', text: 'Add friends by name or account, with their handicaps.' },
  { icon: ActivityIcon, title: 'Live leaderboards', text: 'Scores, points and payouts update as each hole is entered.' },
  { icon: MapIcon, title: 'Trips and courses', text: 'Plan golf trips and keep every course and tee set at hand.' },
];

/** What a visitor sees: the pitch and the ways in. */
export function LandingRoute() {
  return (
    <div className="landing">
      <Brand />
      <section className="landing__hero">
        <h1 className="landing__title">Score your round. Settle the bets.</h1>
        <p className="landing__lead">
          Set up a game in seconds, enter scores hole by hole and let the app work out net scores, points and the leaderboard for everyone.
        </p>
        <div className="landing__actions">
          <Link to="/auth" state={{ mode: 'register' }} className={buttonClass('primary', 'lg', 'btn--block')}>
            Get Started
          </Link>
          <Link to="/auth" className={buttonClass('outline', 'lg', 'btn--block')}>
            Sign In
          </Link>
        </div>
      </section>
      <ul className="feature-list">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="feature-list__item">
            <span className="feature-list__icon">
              <Icon size={20} />
            </span>
            <div>
              <h2 className="feature-list__title">{title}</h2>
              <p className="feature-list__text">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
