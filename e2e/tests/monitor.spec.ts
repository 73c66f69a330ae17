import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 120_000 });

/** Each 系统监控 page: its path, and what shows once its figures have arrived. */
const PAGES: { area: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  {
    area: 'server',
    name: '系统信息',
    ready: async (page) => {
      await expect(page.getByText('Node 版本')).toBeVisible();
      await expect(page.getByText('未配置 Redis')).toBeVisible();
    },
  },
  {
    area: 'disk',
    name: '磁盘监控',
    ready: async (page) => {
      await expect(page.getByText('数据目录').first()).toBeVisible();
      await expect(page.getByRole('progressbar', { name: '/ 使用率' })).toBeVisible();
      await expect(page.getByRole('img', { name: '各文件系统使用率柱状图' })).toBeVisible();
    },
  },
  {
    area: 'trace',
    name: '请求追踪',
    ready: async (page) => {
      // Which requests are newest depends on the other tests running beside this one: any kept request will do.
      await expect(page.getByText(/符合条件 [1-9]\d* 条/)).toBeVisible();
      // A list of requests on a phone, a table on a wide screen (its first row is the header).
      const phone = (page.viewportSize()?.width ?? 0) <= 576;
      const first = phone
        ? page.getByRole('list', { name: '请求列表' }).getByRole('listitem').first()
        : page.getByRole('table').getByRole('row').nth(1);
      await expect(first).toBeVisible();
    },
  },
  {
    area: 'runtime',
    name: 'Node 运行时',
    ready: async (page) => {
      await expect(page.getByText('事件循环延迟').first()).toBeVisible();
      await expect(page.getByRole('img', { name: /堆已用/ })).toBeVisible();
    },
  },
  {
    area: 'http',
    name: 'HTTP 服务',
    ready: async (page) => {
      await expect(page.getByText('WebSocket 连接').first()).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'p99' })).toBeVisible();
    },
  },
  {
    area: 'redis',
    name: 'Redis',
    ready: async (page) => {
      await expect(page.getByText('未配置 Redis')).toBeVisible();
    },
  },
  {
    area: 'database',
    name: '数据库',
    ready: async (page) => {
      await expect(page.getByRole('cell', { name: 'sys_user', exact: true })).toBeVisible();
      await expect(page.getByText('最近最慢的语句（不含参数值）')).toBeVisible();
    },
  },
];

test('the 系统监控 menu leads to each page, which shows its figures and passes axe', async ({ page }) => {
  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统监控' }).click();
  await page.getByRole('menuitem', { name: '磁盘监控' }).click();
  await expect(page).toHaveURL(/\/monitor\/disk$/);
  for (const { area, ready } of PAGES) {
    await page.goto(`/monitor/${area}`);
    await expect(page.getByText(/数据更新于/)).toBeVisible();
    await ready(page);
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/monitor-${area}-desktop.png`, fullPage: true });
  }
});

test('请求追踪 filters by status class, path and user, and refreshes by itself', async ({ page }) => {
  await page.goto('/monitor/trace');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('textbox', { name: '路径' }).fill('/sys/monitor/trace');
  await page.getByRole('textbox', { name: '用户' }).fill('admin');
  await page.getByLabel('状态类别').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^2xx$/ }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/\/monitor\/trace$/);
  await expect(rows.first()).toContainText('/hcs/sys/monitor/trace');
  // Columns: 时间, 方法, 路径, 状态, 耗时, 用户.
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^2\d\d$/);
    await expect(row.getByRole('cell').nth(5)).toHaveText('admin');
  }
  // The page asks again every 5 s: the trace grows by its own requests.
  const before = await page.getByText(/符合条件 \d+ 条/).textContent();
  await expect(page.getByText(/符合条件 \d+ 条/)).not.toHaveText(before ?? '', { timeout: 15_000 });
  await page.getByRole('textbox', { name: '路径' }).fill('/no/such/path');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('符合条件 0 条')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('each page fits the screen and passes axe', async ({ page }) => {
    for (const { area, ready } of PAGES) {
      await page.goto(`/monitor/${area}`);
      await ready(page);
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${area} is wider than the phone`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/monitor-${area}-phone.png`, fullPage: true });
    }
  });
});
