import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type AxeFinding = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core on the page as it stands (WCAG 2.x A/AA and best practices) and answers the
 * serious and critical violations (every violation of `rules` when they are named), each with the
 * elements it names, so a failure says what to fix.
 */
export async function seriousAxeViolations(page: Page, options: { rules?: string[] } = {}): Promise<AxeFinding[]> {
  // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (rules) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, rules ? { runOnly: { type: 'rule', values: rules } } : {});
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, options.rules ?? null);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || options.rules !== undefined);
}
