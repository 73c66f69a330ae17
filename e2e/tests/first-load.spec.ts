import { expect, type Page, type Response, test } from '@playwright/test';
import { ADMIN, ADMIN_STATE } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

/**
 * What a first visit costs on the wire (issue 14): the JS and CSS a page loads, as sent, compressed. The
 * bytes are the same on every run, so these are real budgets, not timings.
 */
const KB = 1024;
const LOGIN_BUDGET = 200 * KB;
const FIRST_PAGE_BUDGET = 550 * KB;

interface Loaded {
  url: string;
  bytes: number;
  encoding: string | undefined;
}

interface AssetRecorder {
  loaded: Loaded[];
  /** Waits until the page is idle and every response's size is known; the bytes received so far. */
  settle(): Promise<number>;
}

/** Records every script and style sheet the page receives from now on. */
function recordAssets(page: Page): AssetRecorder {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const measured = response
      .request()
      .sizes()
      .then((sizes) => {
        loaded.push({
          url: new URL(response.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'],
        });
      });
    pending.push(measured);
  });
  return {
    loaded,
    async settle() {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      return loaded.reduce((sum, l) => sum + l.bytes, 0);
    },
  };
}

const report = (what: string, bytes: number, loaded: readonly Loaded[]) => {
  const line = `${what}: ${loaded.length} files, ${(bytes / KB).toFixed(1)} KB on the wire`;
  const largest = [...loaded]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, Number(process.env.HCS_FIRST_LOAD_LIST ?? 12))
    .map((l) => `  ${(l.bytes / KB).toFixed(1).padStart(7)} KB  ${l.url}`);
  console.log([line, ...largest].join('\n'));
  test.info().annotations.push({ type: 'first load', description: line });
};
test.describe('first load on the wire', () => {
  test('the login page is sent compressed and within its budget', async ({ page }) => {
    const assets = recordAssets(page);
    await page.goto('/user/login');
    await expect(page.getByLabel('用户名')).toBeEditable();
    const login = await assets.settle();
    report('login page', login, assets.loaded);
    // Every text asset of some size arrives brotli-compressed.
    for (const asset of assets.loaded.filter((l) => l.bytes > KB))
      expect(asset.encoding, asset.url).toBe('br');
    expect(login).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  test('a list page opened directly stays within the first-page budget', async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE });
    const page = await context.newPage();
    const assets = recordAssets(page);
    await page.goto('/system/user');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const total = await assets.settle();
    report('user list', total, assets.loaded);
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_BUDGET);
    await context.close();
  });

  test('signing in to the analysis dashboard stays within the first-page budget', async ({ page }) => {
    const assets = recordAssets(page);
    await page.goto('/user/login');
    await loginThroughForm(page, ADMIN);
    await page.waitForURL('**/dashboard/analysis');
    // The figures: every headline card and state count shows its number, no skeleton left.
    const overview = page.getByRole('region', { name: '工单概况' });
    await expect(overview.locator('.hcs-stat .ant-statistic-content-value')).toHaveCount(4);
    await expect(
      page.getByRole('group', { name: '各状态工单数' }).locator('.ant-statistic-content-value'),
    ).toHaveCount(7);
    await expect(overview.locator('.ant-skeleton')).toHaveCount(0);
    // The charts: each labelled picture holds the SVG ECharts drew.
    for (const name of [
      '近30天每日新建与完成工单数折线图',
      '各服务类型工单数饼图',
      '各残疾类别服务对象的工单数柱状图',
    ]) {
      const chart = page.getByRole('img', { name, exact: true });
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg').first()).toBeAttached();
    }
    const total = await assets.settle();
    report('login, then the analysis dashboard', total, assets.loaded);
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_BUDGET);
  });
});
