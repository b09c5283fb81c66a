import type { UserView } from '@golf/contracts';

type Named = Pick<UserView, 'firstName' | 'lastName' | 'email'>;

const clean = (value: string | null) => value?.trim() || null;

/** First and last name together, or null when the user has neither. */
export function fullName(user: Named): string | null {
  return [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ') || null;
}

/** The profile menu's name line: full name, else first name, else e-mail. */
export function menuName(user: Named): string {
  return fullName(user) ?? clean(user.firstName) ?? user.email;
}

/** Who the home header welcomes: first name, else e-mail. */
export function welcomeName(user: Named): string {
  return clean(user.firstName) ?? user.email;
}

/** Up to two letters for the avatar: the initials of the names, else the e-mail's first letter. */
export function initials(user: Named): string {
  const letters = [clean(user.firstName), clean(user.lastName)]
    .filter((part): part is string => part !== null)
    .map((part) => part[0] ?? '')
    .join('');
  return (letters || user.email[0] || '?').toUpperCase();
}

/** Handicap index as shown: one decimal, plus golfers (below zero) with a leading '+'. */
export function formatHandicap(handicap: number | null): string {
  if (handicap === null) return 'Not set';
  return handicap < 0 ? `+${Math.abs(handicap).toFixed(1)}` : handicap.toFixed(1);
}
