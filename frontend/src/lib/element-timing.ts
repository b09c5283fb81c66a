/**
 * Marks an element for the browser's Element Timing API: the time it is first painted is
 * recorded under `name` (PerformanceObserver type 'element'). The bench reads when a board's
 * names were on screen from it (scripts/bench/first-load.ts). The attribute is not in React's
 * types, hence the spread.
 */
export const elementTiming = (name: string): Record<string, string> => ({ elementtiming: name });
