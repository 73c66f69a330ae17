import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectEnhancedContrast } from '../support/a11y.ts';
import { apiLogin, centreContext, DESK_DEVICE, uniqueText } from '../support/apiSession.ts';
import { BASE_URL, E2E_PORT, MANAGER } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { uniquePersonName } from '../support/personName.ts';
import { saveSignedInState } from '../support/signedInState.ts';
import { createUser, type TestUser } from '../support/users.ts';
import { addEastAudience, addEastOrder } from '../support/woRecords.ts';
import { openSettings, settled } from './shell-helpers.ts';

// Issue 21: 字号 and 高对比度 on every screen. Each mode on a desk and a phone: a list, a form dialog,
// the work-order detail, the grid and the dashboard's charts, each judged by axe (WCAG 2.2 AA), and in
// high contrast by axe's AAA contrast rule as well.
test.describe.configure({ timeout: 240_000 });

const WORKER = process.env.TEST_WORKER_INDEX ?? '0';
const STATE = `.auth/display-modes-${E2E_PORT}-${WORKER}.json`;
/** Where the screenshots of each mode go when asked for (HCS_MODE_SHOTS=/tmp/shots-modes). */
const SHOTS = process.env.HCS_MODE_SHOTS;

const DESK = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

interface Mode {
  name: string;
  fontScale: 100 | 125 | 150;
  highContrast: boolean;
}
const MODES: Mode[] = [
  { name: 'standard', fontScale: 100, highContrast: false },
  { name: 'large-text', fontScale: 150, highContrast: false },
  { name: 'high-contrast', fontScale: 100, highContrast: true },
];

let user: TestUser;
let audienceName: string;
let orderNo: string;

test.beforeAll(async ({ browser, playwright }) => {
  user = await createUser({
    username: `modes${Date.now().toString(36)}${WORKER}`,
    realname: '显示测试员',
    password: 'Modes-pass-2026',
    role: 'admin',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  await saveSignedInState(browser, user, STATE);
  // A work order of its own to open the detail of.
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const manager = await apiLogin(request, MANAGER);
  audienceName = uniquePersonName('显示');
  const audienceId = await addEastAudience(request, manager.token, audienceName);
  ({ orderNo } = await addEastOrder(request, manager.token, audienceId, { title: uniqueText('助浴') }));
  await request.dispose();
});

/** A signed-in browser whose stored preferences (localStorage, as the drawer writes them) are `mode`'s. */
async function openIn(browser: Browser, mode: Mode, device: typeof DESK | typeof PHONE) {
  const context = await centreContext(browser, { ...device, storageState: STATE });
  await context.addInitScript(
    ({ fontScale, highContrast }) => {
      localStorage.setItem('DEFAULT_FONT_SCALE', JSON.stringify({ value: fontScale, expire: null }));
      localStorage.setItem('DEFAULT_HIGH_CONTRAST', JSON.stringify({ value: highContrast, expire: null }));
    },
    { fontScale: mode.fontScale, highContrast: mode.highContrast },
  );
  return { context, page: await context.newPage() };
}

const px = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => Number.parseFloat(getComputedStyle(el).getPropertyValue(p)), property);

async function judge(page: Page, mode: Mode, within?: string): Promise<void> {
  await settled(page);
  await expectAccessible(page, within);
  if (mode.highContrast) await expectEnhancedContrast(page, within);
}

async function shot(page: Page, mode: Mode, device: string, what: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${mode.name}-${device}-${what}.png`) });
}

for (const mode of MODES) {
  for (const [device, options] of [
    ['desktop', DESK],
    ['phone', PHONE],
  ] as const) {
    test(`${mode.name} on a ${device}: list, form dialog, order detail, grid and charts pass axe`, async ({
      browser,
    }) => {
      const phone = device === 'phone';
      const { context, page } = await openIn(browser, mode, options);
      const scale = mode.fontScale / 100;

      // 服务对象: the list, the mode applied to antd's text and to our own (the root size).
      await page.goto(`/wo/audience?q.name=${encodeURIComponent(audienceName)}`);
      const add = page.getByRole('button', { name: /新\s*增/ });
      await expect(add).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(audienceName).first()).toBeVisible();
      expect(await px(add, 'font-size')).toBeCloseTo(14 * scale, 1);
      expect(await px(page.locator('html'), 'font-size')).toBeCloseTo(16 * scale, 1);
      if (mode.highContrast) await expect(page.locator('html')).toHaveClass(/hcs-high-contrast/);
      else await expect(page.locator('html')).not.toHaveClass(/hcs-high-contrast/);
      await judge(page, mode);
      await shot(page, mode, device, 'list');

      // 新增服务对象: a form dialog.
      await add.click();
      const form = page.getByRole('dialog', { name: '新增服务对象' });
      await expect(form).toBeVisible();
      await judge(page, mode);
      await shot(page, mode, device, 'dialog');
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();

      // 工单详情.
      await page.goto(`/wo/order?q.audienceName=${encodeURIComponent(audienceName)}`);
      if (phone) {
        await page.getByRole('button', { name: `更多操作“${orderNo}”` }).click({ timeout: 30_000 });
      }
      await page.getByRole('button', { name: `详情“${orderNo}”` }).click({ timeout: 30_000 });
      const detail = page.getByRole('dialog', { name: '工单详情' });
      await expect(detail.getByText(audienceName).first()).toBeVisible();
      await judge(page, mode);
      await shot(page, mode, device, 'order-detail');
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();

      // The editable grid: rows as tall as their grown inputs, nothing clipped.
      await page.goto('/test/home?tab=grid');
      const grid = page.getByRole('grid', { name: '全部列类型' });
      await expect(grid).toBeVisible({ timeout: 60_000 });
      const input = grid.getByRole('textbox', { name: '名称 第1行' });
      await expect(input).toBeVisible();
      const cell = input.locator(
        'xpath=ancestor::*[contains(concat(" ", @class, " "), " hcs-grid__cell ")][1]',
      );
      const [inputBox, cellBox] = await Promise.all([
        input.boundingBox({ timeout: 10_000 }),
        cell.boundingBox({ timeout: 10_000 }),
      ]);
      expect(inputBox && cellBox).toBeTruthy();
      if (inputBox && cellBox) {
        expect(cellBox.height).toBeCloseTo(60 * scale, 0);
        expect(inputBox.y).toBeGreaterThanOrEqual(cellBox.y);
        expect(inputBox.y + inputBox.height).toBeLessThanOrEqual(cellBox.y + cellBox.height);
      }
      // The grid of every column kind only: the gallery's own tab bar overflows on a phone at 特大, where
      // antd puts its 更多 button inside the tablist (axe: aria-required-children), a limit of antd's Tabs;
      // the other demos have phone findings of their own (see docs/accessibility.md).
      await judge(page, mode, '[aria-label="全部列类型"]');
      await shot(page, mode, device, 'grid');

      // The analysis dashboard's charts: in high contrast each slice carries a pattern (ECharts decals).
      await page.goto('/dashboard/analysis');
      const pie = page.getByRole('img', { name: '各服务类型工单数饼图', exact: true });
      await expect(pie.locator('svg').first()).toBeAttached({ timeout: 30_000 });
      await expect(page.locator('.hcs-stat .ant-statistic-content-value')).toHaveCount(4);
      if (mode.highContrast) await expect(pie.locator('svg pattern').first()).toBeAttached();
      else await expect(pie.locator('svg pattern')).toHaveCount(0);
      await judge(page, mode);
      await page
        .getByRole('img', { name: '近30天每日新建与完成工单数折线图', exact: true })
        .scrollIntoViewIfNeeded();
      await shot(page, mode, device, 'dashboard');
      await pie.scrollIntoViewIfNeeded();
      await shot(page, mode, device, 'dashboard-pie');
      await context.close();
    });
  }
}

test('字号 and 高对比度 chosen in the drawer follow the user to another browser', async ({ browser }) => {
  const mover = await createUser({
    username: `modesmv${Date.now().toString(36)}${WORKER}`,
    realname: '换机测试员',
    password: 'Modes-pass-2026',
    role: 'admin',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  const first = await browser.newContext({ ...DESK_DEVICE, baseURL: BASE_URL, locale: 'zh-CN' });
  const page = await first.newPage();
  await page.goto('/user/login');
  await loginThroughForm(page, mover);
  const drawer = await openSettings(page);
  await expect(drawer.getByRole('radio', { name: '标准' })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: '高对比度' })).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/sys/account/preferences') &&
      r.request().method() === 'PUT' &&
      (r.request().postDataJSON() as { fontScale?: number; highContrast?: boolean }).fontScale === 150 &&
      (r.request().postDataJSON() as { highContrast?: boolean }).highContrast === true,
  );
  await drawer.getByRole('radio', { name: '特大' }).locator('xpath=ancestor::label').click();
  await drawer.getByRole('switch', { name: '高对比度' }).click();
  // Colour-weak mode would wash high contrast out: it cannot be turned on beside it.
  await expect(drawer.getByRole('switch', { name: '色弱模式' })).toBeDisabled();
  await expect(page.locator('html')).toHaveClass(/hcs-high-contrast/);
  expect(await px(page.locator('html'), 'font-size')).toBeCloseTo(24, 1);
  await judge(page, { name: 'drawer', fontScale: 150, highContrast: true }, '.hcs-setting-drawer');
  expect(((await (await saved).json()) as { success: boolean }).success).toBe(true);
  await first.close();

  // Another computer: nothing stored in the browser, the saved preferences applied after the login.
  const second = await browser.newContext({ ...DESK_DEVICE, baseURL: BASE_URL, locale: 'zh-CN' });
  const other = await second.newPage();
  await other.goto('/user/login');
  await expect(other.locator('html')).not.toHaveClass(/hcs-high-contrast/);
  await loginThroughForm(other, mover);
  await expect(other.locator('html')).toHaveClass(/hcs-high-contrast/);
  await expect.poll(() => px(other.locator('html'), 'font-size')).toBeCloseTo(24, 1);
  // And at the next load from the browser's own copy, already when the app first draws anything.
  await second.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.getElementById('root')?.firstChild) return;
      seen.disconnect();
      const root = document.documentElement;
      Object.assign(window, {
        firstDrawn: {
          contrast: root.classList.contains('hcs-high-contrast'),
          scale: root.style.getPropertyValue('--hcs-font-scale'),
        },
      });
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await other.reload();
  await expect
    .poll(() => other.evaluate(() => (window as { firstDrawn?: unknown }).firstDrawn))
    .toEqual({ contrast: true, scale: '1.5' });
  await second.close();
});
