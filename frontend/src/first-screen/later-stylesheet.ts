/** The template the sign-in page and a viewer link's board page name the app's stylesheet in (command-api/src/frontend/first-screen-pages.ts). */
export const LATER_STYLESHEET_ID = 'app-stylesheet';

/**
 * The sign-in page arrives with only its screen's CSS, and the stylesheet's link in a template
 * (decision 0551): the app adds the link once its own screen is on the page (hand-off.ts), so every
 * other screen has its rules. The same rules as the page's own for the sign-in screen, later in
 * the cascade: nothing on it moves.
 * A viewer link's board page comes with its board's rules only too (decision 0849): its live
 * script adds the link as soon as its stream is asked for, so the app finds no template there.
 * Pages without the template (the plain shell links the stylesheet; the TV's page and other
 * boards' pages carry it whole) are left as they are.
 */
export function addLaterStylesheet(page: Document = document): void {
  const later = page.getElementById(LATER_STYLESHEET_ID);
  if (!(later instanceof HTMLTemplateElement)) return;
  page.head.append(later.content.cloneNode(true));
  later.remove();
}
