import { createHash, randomBytes } from 'node:crypto';
import type { MenuEntry, PermissionResult } from '@hcs/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, E2E_PORT } from '../support/env.ts';
import { mainMenu, settled, tab, tabBar } from './shell-helpers.ts';

test.use({ storageState: ADMIN_STATE });

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

/** The signed-in admin's token, as the app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

interface MenuInput {
  name: string;
  url: string;
  internalOrExternal: 0 | 1;
}

/** Adds sub-menus of 系统管理 through the API (菜单管理's add), as an administrator would configure them. */
async function addMenus(page: Page, menus: MenuInput[]): Promise<void> {
  const token = await tokenOf(page);
  for (const menu of menus) {
    const res = await page.request.post('/hcs/sys/permission/add', {
      headers: { 'X-Access-Token': token },
      data: {
        menuType: 1,
        parentId: 'menu_system',
        component: 'layouts/IframePageView',
        sortNo: 999,
        ...menu,
      },
    });
    const body = (await res.json()) as Envelope<null>;
    expect(body.success, body.message).toBe(true);
  }
}

function flatten(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** Deletes this test's menu entries again (all whose title holds `tag`). */
async function removeMenus(page: Page, tag: string): Promise<void> {
  const token = await tokenOf(page);
  const headers = { 'X-Access-Token': token };
  const res = await page.request.get('/hcs/sys/permission/getUserPermissionByToken', { headers });
  const body = (await res.json()) as Envelope<PermissionResult>;
  const ids = flatten(body.result.menu)
    .filter((entry) => entry.meta.title.includes(tag))
    .map((entry) => entry.id);
  if (ids.length > 0)
    await page.request.delete(`/hcs/sys/permission/deleteBatch?ids=${ids.join(',')}`, { headers });
}

/** The route of an entry whose url is a web address: the server names it by the url's MD5, under its parent. */
const pathOf = (url: string) => `/system/${createHash('md5').update(url).digest('hex')}`;

const htmlPage = (heading: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${heading}</title></head>` +
  `<body><h1>${heading}</h1><p>由菜单嵌入的页面。</p></body></html>`;

/** Serves the embedded pages: one of the app's origin, one of another (localhost is not 127.0.0.1). */
async function serveEmbeddedPages(target: Page): Promise<void> {
  await target.route('**/hcs/e2e-guide-*.html', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: htmlPage('服务指南') }),
  );
  await target.route(`http://localhost:${E2E_PORT}/e2e-partner-*.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: htmlPage('合作机构页面') }),
  );
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('embedded entries show their page in a frame under the tab bar; an external one opens a new window', async ({
    page: app,
    context,
  }, testInfo) => {
    const tag = randomBytes(3).toString('hex');
    const guide = { name: `服务指南${tag}`, url: `{{ window._CONFIG['domianURL'] }}/e2e-guide-${tag}.html` };
    const partner = { name: `合作机构${tag}`, url: `http://localhost:${E2E_PORT}/e2e-partner-${tag}.html` };
    const help = { name: `帮助中心${tag}`, url: `https://help.example.org/guide-${tag}` };
    await app.goto('/dashboard/analysis');
    await addMenus(app, [
      { ...guide, internalOrExternal: 0 },
      { ...partner, internalOrExternal: 0 },
      { ...help, internalOrExternal: 1 },
    ]);
    try {
      await serveEmbeddedPages(app);
      await context.route('https://help.example.org/**', (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: htmlPage('帮助中心') }),
      );
      await app.reload();

      // Menu search: an embedded page is a page of the app.
      await app.getByRole('combobox', { name: '搜索菜单' }).fill(guide.name);
      await app.keyboard.press('Enter');
      await expect(app).toHaveURL(new RegExp(`${pathOf(guide.url)}$`));
      const frame = app.locator(`iframe[title="${guide.name}"]`);
      await expect(frame).toBeVisible();
      await expect(app.frameLocator(`iframe[title="${guide.name}"]`).getByRole('heading')).toHaveText(
        '服务指南',
      );
      await expect(app.getByRole('heading', { level: 1, name: guide.name })).toBeVisible();
      await expect(tab(app, guide.name)).toHaveAttribute('aria-current', 'page');
      await expect(mainMenu(app).locator('.ant-menu-item-selected')).toHaveText(guide.name);
      // A page of the app's own origin is not sandboxed.
      await expect(frame).not.toHaveAttribute('sandbox');
      await expect(app.locator('.hcs-iframe-page .ant-spin-spinning')).toHaveCount(0);

      // Under the tab bar, down to the bottom of the window.
      const bar = await tabBar(app).boundingBox();
      const box = await frame.boundingBox();
      expect(bar && box).toBeTruthy();
      if (bar && box) {
        expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
        expect(Math.abs(box.y + box.height - (768 - 16))).toBeLessThanOrEqual(2);
      }
      await settled(app);
      await expectAccessible(app);
      await app.screenshot({ path: testInfo.outputPath('embedded-desktop.png') });

      // A page of another origin: framed (the page's policy lets it in) and sandboxed.
      await mainMenu(app).getByRole('menuitem', { name: partner.name }).click();
      await expect(app).toHaveURL(new RegExp(`${pathOf(partner.url)}$`));
      const other = app.locator(`iframe[title="${partner.name}"]`);
      await expect(app.frameLocator(`iframe[title="${partner.name}"]`).getByRole('heading')).toHaveText(
        '合作机构页面',
      );
      await expect(other).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(other).not.toHaveAttribute('sandbox', /allow-top-navigation/);
      await expect(tab(app, partner.name)).toHaveAttribute('aria-current', 'page');

      // An external entry is a link to a new window; choosing it opens exactly one, the app stays.
      const link = mainMenu(app).getByRole('link', { name: help.name });
      await expect(link).toHaveAttribute('target', '_blank');
      const opening = context.waitForEvent('page');
      await mainMenu(app).getByRole('menuitem', { name: help.name }).click();
      const popup = await opening;
      await popup.waitForLoadState();
      expect(popup.url()).toBe(help.url);
      expect(context.pages()).toHaveLength(2);
      await expect(app).toHaveURL(new RegExp(`${pathOf(partner.url)}$`));
      await popup.close();

      // Renaming the entry in 菜单管理 renames it at once in the menu, its tab, heading and browser title.
      await mainMenu(app).getByRole('menuitem', { name: '菜单管理' }).click();
      await expect(app.getByRole('heading', { level: 1, name: '菜单管理' })).toBeVisible();
      const form = app.getByRole('search', { name: '查询菜单' });
      await form.getByLabel('菜单名称').fill(guide.name);
      await form.getByRole('button', { name: /查\s*询/ }).click();
      await app.getByRole('button', { name: `编辑“${guide.name}”` }).click();
      const drawer = app.getByRole('dialog', { name: '编辑菜单' });
      await expect(
        drawer.getByText('网页在页内嵌入显示时填写 layouts/IframePageView，打开方式选内部'),
      ).toBeVisible();
      const renamed = `服务指南（新版）${tag}`;
      await drawer.getByLabel('菜单名称').fill(renamed);
      await drawer.getByRole('button', { name: /确\s*定/ }).click();
      await expect(app.getByText('编辑成功!').last()).toBeVisible();
      await expect(mainMenu(app).getByRole('menuitem', { name: renamed })).toBeVisible();
      await expect(mainMenu(app).getByRole('menuitem', { name: guide.name, exact: true })).toHaveCount(0);
      await tab(app, renamed).click();
      await expect(app.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      await expect(app).toHaveTitle(new RegExp(`^${renamed.replace(/[()（）]/g, '.')} - `));
    } finally {
      await removeMenus(app, tag);
    }
  });

  test('the page header shows description, a search box and tabs for the component gallery', async ({
    page: app,
  }, testInfo) => {
    await app.goto('/test/home?tab=upload');
    await expect(app.getByRole('heading', { level: 1, name: '组件示例' })).toBeVisible();
    const header = app.locator('.hcs-page-header');
    await expect(header).toHaveCount(1);
    await expect(header.getByRole('navigation', { name: '面包屑' })).toBeVisible();
    await expect(header.getByText('工具包里的每个组件及其变体')).toBeVisible();
    await expect(header.getByRole('tab', { name: '上传', selected: true })).toBeVisible();
    await expect(app.locator('.hcs-gallery__demo').first()).toBeVisible({ timeout: 60_000 });

    // The search opens the family whose name holds the text; by keyboard, as anyone can.
    const search = header.getByRole('searchbox', { name: '搜索组件' });
    await search.fill('字典');
    await search.press('Enter');
    await expect(app).toHaveURL(/tab=dict$/);
    await expect(header.getByRole('tab', { name: '字典组件', selected: true })).toBeVisible();
    await search.fill('没有的组件');
    await search.press('Enter');
    await expect(app.getByText('没有名称含“没有的组件”的组件').last()).toBeVisible();
    await expect(app).toHaveURL(/tab=dict$/);

    // The tabs switch what the page shows below the header.
    await header.getByRole('tab', { name: '省市区' }).click();
    await expect(app).toHaveURL(/tab=area$/);
    await expect(app.locator('.hcs-gallery__demo').first()).toBeVisible({ timeout: 60_000 });
    await settled(app);
    await expectAccessible(app);
    await app.screenshot({ path: testInfo.outputPath('page-header-desktop.png') });
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an embedded page fills the phone screen below the header', async ({ page: app }, testInfo) => {
    const tag = randomBytes(3).toString('hex');
    const guide = { name: `服务指南${tag}`, url: `{{ window._CONFIG['domianURL'] }}/e2e-guide-${tag}.html` };
    await app.goto('/dashboard/analysis');
    await addMenus(app, [{ ...guide, internalOrExternal: 0 }]);
    try {
      await serveEmbeddedPages(app);
      await app.goto(pathOf(guide.url));
      const frame = app.locator(`iframe[title="${guide.name}"]`);
      await expect(app.frameLocator(`iframe[title="${guide.name}"]`).getByRole('heading')).toHaveText(
        '服务指南',
      );
      await expect(app.getByRole('heading', { level: 1, name: guide.name })).toBeVisible();
      const box = await frame.boundingBox();
      expect(box?.width).toBeGreaterThan(350);
      await settled(app);
      await expectAccessible(app);
      await app.screenshot({ path: testInfo.outputPath('embedded-phone.png') });
    } finally {
      await removeMenus(app, tag);
    }
  });

  test('the page header stacks its parts on a phone', async ({ page: app }, testInfo) => {
    await app.goto('/test/home?tab=area');
    await expect(app.getByRole('heading', { level: 1, name: '组件示例' })).toBeVisible();
    await expect(app.getByRole('searchbox', { name: '搜索组件' })).toBeVisible();
    await expect(app.getByRole('tab', { name: '省市区', selected: true })).toBeVisible();
    await expect(app.locator('.hcs-gallery__demo').first()).toBeVisible({ timeout: 60_000 });
    await settled(app);
    await expectAccessible(app);
    await app.screenshot({ path: testInfo.outputPath('page-header-phone.png') });
  });
});
