import { targetKey, type PushTarget } from './push-target.ts';

/**
 * What this browser follows, by target, with each subscription's id: the server lists a user's
 * subscriptions, but a spectator has no account, and a user's other phones follow on their own.
 */
const FOLLOWED_KEY = 'pushFollows';

type Followed = Record<string, string>;

function read(): Followed {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FOLLOWED_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Followed) : {};
  } catch {
    return {};
  }
}

function write(followed: Followed): void {
  try {
    window.localStorage.setItem(FOLLOWED_KEY, JSON.stringify(followed));
  } catch {
    // Without storage the button forgets after a reload; the server still sends.
  }
}

/** The subscription this browser follows `target` with; null when it does not. */
export const followedHere = (target: PushTarget): string | null => read()[targetKey(target)] ?? null;

export const noteFollowed = (target: PushTarget, subscriptionId: string) => write({ ...read(), [targetKey(target)]: subscriptionId });

/** Forgets a subscription, by its id (a removal from the profile list names only the id). */
export function forgetFollowed(subscriptionId: string): void {
  write(Object.fromEntries(Object.entries(read()).filter(([, id]) => id !== subscriptionId)));
}
