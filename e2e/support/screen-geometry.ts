import type { Page } from 'playwright-core';

/** What a person can tap or type into. */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]';

/**
 * The controls (as "tag 'name'") lying under any element matching `overlay`, leaving out its own
 * (a toast's close button). Only controls on screen count.
 */
export function controlsUnder(page: Page, overlay: string): Promise<string[]> {
  return page.evaluate(
    ({ overlay, controls }) => {
      const covers = [...document.querySelectorAll(overlay)].map((element) => element.getBoundingClientRect());
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...document.querySelectorAll(controls)]
        .filter((control) => !control.closest(overlay))
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && covers.some((cover) => overlaps(box, cover));
        })
        .map((control) => `${control.tagName.toLowerCase()} '${control.getAttribute('aria-label') ?? control.textContent?.trim()}'`);
    },
    { overlay, controls: CONTROLS },
  );
}

/** The element a tap at the centre of the first `selector` reaches, as "tag.class". */
export function elementAtCentre(page: Page, selector: string): Promise<string> {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (!box) return 'nothing to tap';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
  }, selector);
}
