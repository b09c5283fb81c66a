import { adminMessages } from '@golf/contracts/messages';
import { toast } from '../../components/ui/toast/toast-store.ts';

/** How long the logged-out notice shows in the admin area before going to sign in (spec §9). */
export const LOGGED_OUT_REDIRECT_MS = 500;

export const isAdminArea = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

let announcing = false;

/** A 401 in the admin area (spec §4): say so, then go to sign in half a second later; once, however many calls failed. */
export function announceLoggedOut(goToSignIn: () => void): void {
  if (announcing) return;
  announcing = true;
  toast({ title: adminMessages.loggedOut, variant: 'destructive' });
  setTimeout(() => {
    announcing = false;
    goToSignIn();
  }, LOGGED_OUT_REDIRECT_MS);
}
