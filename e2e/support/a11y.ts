import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { settled } from './motion.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 AA: the 2.0 and 2.1 A/AA rules and 2.2's own AA rule (target size). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}
type AxeWindow = Window & {
  axe?: {
    run(
      context: Document | { include: string[][] },
      options: object,
    ): Promise<{ violations: AxeViolation[] }>;
  };
};

/**
 * Fails when axe-core finds a serious or critical accessibility violation on the page once its motions
 * have finished (a half-faded drawer would otherwise be judged on its in-between colours). `within`: a
 * CSS selector to judge only that part (a drawer a test opened), the rest left to the tests of its own.
 *
 * axe runs in the page itself: injected once per document (the app changes routes without reloading),
 * and asked for violations only. A run through @axe-core/playwright injected it again every time and
 * also worked out every passing check, twice the time on a two-core machine, 160 times a suite.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  await expectNoSevereViolation(page, { type: 'tag', values: TAGS }, within);
}

/**
 * Fails when a text's contrast is under WCAG AAA's 7:1 (4.5:1 for large text): axe's
 * `color-contrast-enhanced` rule, for the high-contrast mode (高对比度) that promises it.
 */
export async function expectEnhancedContrast(page: Page, within?: string): Promise<void> {
  await expectNoSevereViolation(page, { type: 'rule', values: ['color-contrast-enhanced'] }, within);
}

async function expectNoSevereViolation(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
  within?: string,
): Promise<void> {
  await settled(page);
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ only, scope }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core did not load');
      const found = await axe.run(scope ? { include: [[scope]] } : document, {
        runOnly: only,
        resultTypes: ['violations'],
      });
      return found.violations;
    },
    { only: runOnly, scope: within ?? null },
  );
  const severe = violations
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

/**
 * The fields of `form` showing an error whose control does not carry it: not marked aria-invalid, or
 * not described by the error's text (WCAG 3.3.1, a screen reader reads the error with the field).
 * Each as `label: error`; an empty list when every error is tied to its control.
 */
export async function untiedErrors(form: Locator): Promise<string[]> {
  await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
  return form.locator('.ant-form-item-has-error').evaluateAll((items) =>
    items.flatMap((item) => {
      const label = item.querySelector('label')?.textContent ?? '';
      const error = item.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
      const control = item.querySelector('[aria-invalid="true"]');
      const described = (control?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return control !== null && described.includes(error) ? [] : [`${label}: ${error}`];
    }),
  );
}
