export type NavEntry = { label: string; path: string };

/** The five entries of the bottom navigation, in order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', path: '/' },
  { label: 'Games', path: '/games' },
  { label: 'Trips', path: '/trips' },
  { label: 'Courses', path: '/courses' },
  { label: 'Profile', path: '/profile' },
];

/** Game sub-screens that need the whole screen for entering and confirming scores. */
const FULL_SCREEN_GAME_STEPS = ['scoring', 'players', 'course-selection', 'round-confirmation', 'round-summary'];

/**
 * The spec's rule taken literally: the path must contain "/game/" (singular) and one of the
 * steps. So /games/{id}/round-confirmation/1 keeps the bar, as the original app does.
 */
export function isBottomNavHidden(pathname: string): boolean {
  return pathname.includes('/game/') && FULL_SCREEN_GAME_STEPS.some((step) => pathname.includes(step));
}

/** Home is active only on exactly '/'; other entries on their path and anything below it. */
export function isNavEntryActive(entryPath: string, pathname: string): boolean {
  if (entryPath === '/') return pathname === '/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/** Admin and course screens hold wide tables and grids; everything else is a phone-width column. */
export function isFullWidthPath(pathname: string): boolean {
  return pathname.startsWith('/admin') || pathname.startsWith('/courses');
}
