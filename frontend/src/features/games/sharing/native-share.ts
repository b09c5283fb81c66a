/** What the phone's share sheet gets: the link and a line of text (the Web Share API). */
export interface NativeShare {
  title: string;
  text: string;
  url: string;
}

/** Whether this browser has a share sheet for a link (Safari and Chrome on phones; most desktops do not). */
export function canShareNatively(nav: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined, url: string): boolean {
  if (typeof nav?.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare({ url }) : true;
}

/**
 * Opens the share sheet. 'shared' once a target took it, 'cancelled' when the user closed the
 * sheet (AbortError: nothing to say), 'failed' otherwise (the caller offers Copy instead).
 */
export async function shareNatively(nav: Pick<Navigator, 'share'>, share: NativeShare): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await nav.share(share);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
