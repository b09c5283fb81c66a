import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { HomeIcon } from '../icons/home-icon.tsx';
import type { IconProps } from '../icons/icon.tsx';
import { MapIcon } from '../icons/map-icon.tsx';
import { MapPinIcon } from '../icons/map-pin-icon.tsx';
import { TrophyIcon } from '../icons/trophy-icon.tsx';
import { UserIcon } from '../icons/user-icon.tsx';
import { isNavEntryActive, NAV_ENTRIES } from './nav-rules.ts';

const ICONS: Record<string, ComponentType<IconProps>> = {
  '/': HomeIcon,
  '/games': TrophyIcon,
  '/trips': MapIcon,
  '/courses': MapPinIcon,
  '/profile': UserIcon,
};

export function BottomNav({ pathname }: { pathname: string }) {
  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul className="bottom-nav__list">
        {NAV_ENTRIES.map(({ label, path }) => {
          const Icon = ICONS[path] ?? HomeIcon;
          const active = isNavEntryActive(path, pathname);
          return (
            <li key={path}>
              <Link
                to={path}
                className={active ? 'bottom-nav__link bottom-nav__link--active' : 'bottom-nav__link'}
                aria-current={active ? 'page' : undefined}
              >
                <Icon size={22} />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
