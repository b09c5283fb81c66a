import type { ComponentType } from 'react';
import { CoinsIcon } from '../../../components/icons/coins-icon.tsx';
import type { IconProps } from '../../../components/icons/icon.tsx';
import { SwordsIcon } from '../../../components/icons/swords-icon.tsx';
import { TargetIcon } from '../../../components/icons/target-icon.tsx';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { UsersIcon } from '../../../components/icons/users-icon.tsx';

/** The game types table names its icons in Lucide naming; these are the ones it uses. */
const ICONS: Record<string, ComponentType<IconProps>> = {
  trophy: TrophyIcon,
  target: TargetIcon,
  swords: SwordsIcon,
  users: UsersIcon,
  coins: CoinsIcon,
};

export function GameTypeIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? TrophyIcon;
  return <Icon size={size} />;
}
