import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_STATE } from '../support/env.ts';
import { createUser } from '../support/users.ts';
import { openExceptionPage, tab, tabTitles } from './shell-helpers.ts';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 800 } });

const PAGE_SIZE = 10;
const COUNT = 12;

function rows(page: Page): Locator {
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row');
}

function searchForm(page: Page): Locator {
  return page.getByRole('search', { name: '查询用户' });
}

function header(page: Page, title: string): Locator {
  return page.locator('.hcs-list-page th.ant-table-cell').filter({ hasText: title });
}

/** The page number the pagination marks as current. */
function currentPage(page: Page): Locator {
  return page.locator('.hcs-list-page .ant-pagination-item-active');
}

/** The usernames the table shows, top to bottom. */
async function shownUsernames(page: Page, expected: number): Promise<string[]> {
  await expect(rows(page)).toHaveCount(expected);
  return (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
}

test('用户管理 keeps its search, sort and page in the URL: reload shows the same list, back returns', async ({
  page,
}) => {
  test.slow();
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const realname = `翻页${run}`;
  const usernames = Array.from({ length: COUNT }, (_, i) => `url${run}u${String(i + 1).padStart(2, '0')}`);
  for (const [i, username] of usernames.entries()) {
    await createUser({
      username,
      realname: `${realname}${String(i + 1).padStart(2, '0')}`,
      password: 'E2e-list-2026',
      role: 'staff',
      departIds: [],
    });
  }

  await page.goto('/system/user');
  await expect(searchForm(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/system\/user$/);

  // Search a name: from page 1, and the URL says so.
  await searchForm(page).getByLabel('用户姓名').fill(realname);
  await searchForm(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`q\\.realname=${encodeURIComponent(realname)}`));
  await expect(rows(page)).toHaveCount(PAGE_SIZE);

  // Sort by 用户账号, ascending.
  await header(page, '用户账号').click();
  await expect(page).toHaveURL(/sort=username/);
  await expect(header(page, '用户账号')).toHaveAttribute('aria-sort', 'ascending');
  expect(await shownUsernames(page, PAGE_SIZE)).toEqual(usernames.slice(0, PAGE_SIZE));

  // Page 2: the last two.
  await page.locator('.hcs-list-page .ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(await shownUsernames(page, COUNT - PAGE_SIZE)).toEqual(usernames.slice(PAGE_SIZE));

  // A reload shows the same list: the search in its field, the sort on its column, page 2.
  await page.reload();
  await expect(searchForm(page).getByLabel('用户姓名')).toHaveValue(realname, { timeout: 30_000 });
  await expect(header(page, '用户账号')).toHaveAttribute('aria-sort', 'ascending');
  await expect(currentPage(page)).toHaveAttribute('title', '2');
  expect(await shownUsernames(page, COUNT - PAGE_SIZE)).toEqual(usernames.slice(PAGE_SIZE));
  // Moving through the list keeps one tab for the page.
  expect((await tabTitles(page)).filter((t) => t === '用户管理')).toHaveLength(1);

  // Back: page 1 of the sorted search, then the search unsorted.
  await page.goBack();
  await expect(currentPage(page)).toHaveAttribute('title', '1');
  expect(await shownUsernames(page, PAGE_SIZE)).toEqual(usernames.slice(0, PAGE_SIZE));
  await expect(header(page, '用户账号')).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(header(page, '用户账号')).not.toHaveAttribute('aria-sort', /.+/);
  await expect(searchForm(page).getByLabel('用户姓名')).toHaveValue(realname);
  await expect(rows(page)).toHaveCount(PAGE_SIZE);
  // Back once more: the list as first opened, its field empty.
  await page.goBack();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(searchForm(page).getByLabel('用户姓名')).toHaveValue('');

  // Forward to page 2, away to another page and back through the tab: the list as it was left.
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(currentPage(page)).toHaveAttribute('title', '2');
  await openExceptionPage(page, '404');
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(currentPage(page)).toHaveAttribute('title', '2');
  expect(await shownUsernames(page, COUNT - PAGE_SIZE)).toEqual(usernames.slice(PAGE_SIZE));
});
