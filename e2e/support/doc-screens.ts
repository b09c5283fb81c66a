import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * With DOC_SCREENS_DIR set (`DOC_SCREENS_DIR=docs/screens`), saves the screen (or one part of it)
 * the README shows, from a real run of the app; without it, does nothing. The fixed bottom bar
 * and any toast are hidden for the picture, and a sticky button put back in its place: on a
 * whole-page picture they would land mid-page.
 */
export async function docScreen(page: Page, name: string, part?: Locator): Promise<void> {
  const dir = process.env.DOC_SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  // A style sheet rather than each element's style: an element the app renders anew meanwhile is hidden too.
  const style = await page.addStyleTag({
    content: [
      '.bottom-nav, .toast-region { visibility: hidden !important; }',
      // A button kept in sight above the navigation (Continue Game, Next Hole) sits where the page ends instead.
      '.lb-continue, .scoring-actions { position: static !important; }',
    ].join('\n'),
  });
  try {
    if (part) await part.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
}
