import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now (WCAG 2.1 A and AA rules) and fails on any serious or
 * critical violation, naming the rule and the elements so the failure is actionable.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      // e.g. "insufficient color contrast of 3.32 (foreground #868e96, background #ffffff…)"
      firstFailure: violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.failureSummary,
    }));
  // Soft: the journey goes on and the findings fail the test at its end.
  (soft ? expect.soft : expect)(serious, `axe violations on ${page.url()}`).toEqual([]);
}
