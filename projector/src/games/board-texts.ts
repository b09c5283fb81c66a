/**
 * Where a board holds objects golf keeps from batch to batch while what they stand on stands
 * (values, never changed): a player's scorecard line (by their card) and a Wolf or Las Vegas
 * hole (by the hole's cards), decisions 0854 and 0870. `'*'` is every element of an array.
 */
interface KeptAt {
  readonly [key: string]: KeptAt | typeof KEPT;
}

const KEPT = 'kept';

const KEPT_PARTS: KeptAt = {
  entries: { '*': { scorecards: { '*': KEPT } } },
  sideGames: { wolf: { holes: { '*': KEPT } }, vegas: { holes: { '*': KEPT } } },
};

/** The texts of the kept objects, by object: a score moves one player's line and one hole, the rest of the board's text is as it was. */
const keptTexts = new WeakMap<object, string>();

function keptText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = keptTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    keptTexts.set(value, text);
  }
  return text;
}

const isPlain = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !('toJSON' in value) && Object.getPrototypeOf(value) === Object.prototype;

/** `JSON.stringify(value)`, the objects `at` names taken from keptTexts (undefined where JSON.stringify gives undefined). */
function textAt(value: unknown, at: KeptAt | typeof KEPT | undefined): string | undefined {
  if (at === undefined) return JSON.stringify(value);
  if (at === KEPT) return keptText(value);
  if (Array.isArray(value)) {
    const each = at['*'];
    return `[${value.map((element) => textAt(element, each) ?? 'null').join(',')}]`;
  }
  if (!isPlain(value)) return JSON.stringify(value);
  const parts: string[] = [];
  for (const [key, part] of Object.entries(value)) {
    const text = textAt(part, at[key]);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * `JSON.stringify` of each of a game's boards, each part the boards share (the same object: the
 * side games, the presses, the prizes, a round's board and the overall one of a one-round game)
 * turned into text once (decision 0838), and the parts golf keeps from batch to batch (KEPT_PARTS)
 * taken as they were: the same text, key for key, at a fraction of the cost.
 */
export function boardTexts(views: readonly object[]): string[] {
  const texts = new Map<object, string | undefined>();
  return views.map((view) => {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(view)) {
      const shared = typeof value === 'object' && value !== null;
      let text = shared ? texts.get(value) : undefined;
      if (text === undefined) {
        text = textAt(value, KEPT_PARTS[key]);
        if (shared) texts.set(value, text);
      }
      if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  });
}
