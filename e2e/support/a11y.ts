import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settled } from './motion.ts';

/**
 * Fails when axe-core finds a serious or critical accessibility violation on the page once its motions
 * have finished (a half-faded drawer would otherwise be judged on its in-between colours).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  // Legacy mode runs axe in the page itself instead of finishing each run in a fresh blank page: a
  // third of the time, and the app has no iframes of its own for the frame-aware mode to reach.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const severe = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      // What axe measured (e.g. the two colours and their ratio), so a failure explains itself.
      why: v.nodes[0]?.failureSummary,
    }));
  expect(severe, `accessibility violations on ${page.url()}`).toEqual([]);
}
