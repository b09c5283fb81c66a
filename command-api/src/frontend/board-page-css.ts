/**
 * The rules a viewer link's board page uses (decision 0849), as the sign-in page's are picked
 * (0551), but per page: a board's markup depends on its game (formats, teams, side games, rows).
 * Picking costs the server some 20–50 ms, so a pick is kept for pages of the same shape: the
 * same elements with the same classes and attributes the same number of times, whatever their
 * text (names, figures, labels). A game's viewers share one pick until its board changes shape.
 */

/** Attributes whose values are text, never matched by the stylesheet: left out of a page's shape. */
const TEXT_ATTRIBUTES =
  /\s(aria-label|title|href|alt|src|datetime|elementtiming|aria-describedby|aria-labelledby|id|for|value|placeholder)="[^"]*"/g;
const START_TAG = /<([a-z][\w-]*)(\s[^>]*)?>/gi;

/** What the stylesheet can tell apart in `html`: each start tag (free-text attributes left out) and how often it comes. */
export function pageShape(html: string): string {
  const counts = new Map<string, number>();
  for (const [, name = '', attributes = ''] of html.matchAll(START_TAG)) {
    const tag = `${name.toLowerCase()}${attributes.replace(TEXT_ATTRIBUTES, '')}`;
    counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, count]) => `${count}×${tag}`)
    .sort()
    .join('\n');
}

/** How many shapes' picks are kept: a few per game in play is plenty; the oldest goes first. */
const KEPT = 200;

/**
 * `pick` (dropcss over the whole stylesheet) for a page, kept by the page's shape: a page whose
 * shape was seen gets the same rules without picking again.
 */
export function keptCssPicks(pick: (html: string) => string, kept = KEPT): (html: string) => string {
  const picks = new Map<string, string>();
  return (html) => {
    const shape = pageShape(html);
    const known = picks.get(shape);
    if (known !== undefined) {
      // Most recently used last: the Map's first key is the one to drop.
      picks.delete(shape);
      picks.set(shape, known);
      return known;
    }
    const picked = pick(html);
    picks.set(shape, picked);
    if (picks.size > kept) picks.delete(picks.keys().next().value!);
    return picked;
  };
}
