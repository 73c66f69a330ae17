import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN, E2E_PORT, serverEnv } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

/**
 * Two server copies of their own on one database (not the suite's server, whose pages the other monitor
 * tests read), as behind a load balancer: the pages of one list both.
 */
const PORTS = [E2E_PORT + 1, E2E_PORT + 2];
const DATA_DIR = `.data-${E2E_PORT}-copies`;
const BUNDLE = resolve(process.env.HCS_SERVER_BUNDLE ?? '../apps/server/dist/main.js');
const copies: ChildProcess[] = [];

async function startCopy(port: number): Promise<void> {
  const child = spawn(process.execPath, [BUNDLE], {
    env: { ...process.env, ...serverEnv, HCS_PORT: String(port), HCS_DATA_DIR: DATA_DIR },
    stdio: 'ignore',
  });
  copies.push(child);
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/hcs/sys/publicConfig`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  // One after the other: the first creates the database, the second finds it ready.
  for (const port of PORTS) await startCopy(port);
});

test.afterAll(() => {
  for (const child of copies) child.kill('SIGTERM');
});

const FIRST = `http://127.0.0.1:${PORTS[0]}`;

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`one copy's pages pick either copy or show both side by side (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: FIRST, viewport, isMobile: name === 'phone' });
    const page = await context.newPage();
    await page.goto('/user/login');
    await loginThroughForm(page, ADMIN);
    await page.goto('/monitor/runtime');

    const picker = page.getByRole('combobox', { name: '服务副本' });
    await expect(picker).toBeVisible();
    await picker.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(3);
    await expect(options.last()).toHaveText('并排查看全部副本');
    await page.screenshot({ path: `/tmp/monitor-copies-picker-${name}.png`, fullPage: true });
    // The second copy's figures: the first in the list may be either.
    await options.nth(1).click();
    await expect(page.getByRole('img', { name: /堆已用/ })).toBeVisible();

    await picker.click();
    await options.last().click();
    const headings = page.locator('h2.hcs-monitor__copy');
    await expect(headings).toHaveCount(2);
    await expect(page.getByRole('img', { name: /堆已用/ })).toHaveCount(2);
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/monitor-copies-side-${name}.png`, fullPage: true });

    // A copy that dies without closing (a crash, a killed container) stays listed, marked offline in words.
    if (name === 'phone') {
      copies[1]?.kill('SIGKILL');
      await expect(page.getByText('已离线', { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText(/^最后上报于 \d\d:\d\d:\d\d$/)).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/monitor-copies-offline-${name}.png`, fullPage: true });
      await picker.click();
      await expect(options.filter({ hasText: '（已离线）' })).toHaveCount(1);
    }
    await context.close();
  });
}
